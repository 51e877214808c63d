/**
 * The yoga-wasm-binary patch: yoga's loader, patched, makes its WebAssembly from the bytes of its
 * data: URL without calling fetch (which loads Node's undici at every start), and lays out as before.
 */
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {afterAll, describe, expect, it, vi} from 'vitest';
import {applyPatch, patchFor} from '../../scripts/bundle-patches.mjs';
import {repoRoot} from '../helpers/fixtures.js';

const loaderPath = path.join(repoRoot, 'node_modules/yoga-layout/dist/binaries/yoga-wasm-base64-esm.js');
const dir = mkdtempSync(path.join(tmpdir(), 'cctui-yoga-'));
afterAll(() => rmSync(dir, {recursive: true, force: true}));

interface YogaNode {
	setWidth(width: number): void;
	setHeight(height: number): void;
	insertChild(child: YogaNode, index: number): void;
	calculateLayout(width: number, height: number, direction: number): void;
	getComputedWidth(): number;
}
/** The loader's own module, before yoga's wrapAssembly: createDefault() and calculateLayout(w, h, direction). */
type LoadYoga = () => Promise<{Node: {createDefault(): YogaNode}}>;

/** Loads a copy of the loader (patched or not) with fetch spied on; the width a child gets in a 40-wide row. */
async function load(patched: boolean): Promise<{fetched: number; width: number}> {
	const source = readFileSync(loaderPath, 'utf8');
	const file = path.join(dir, `${patched ? 'patched' : 'unpatched'}.mjs`);
	writeFileSync(file, patched ? applyPatch(patchFor(loaderPath)!, loaderPath, source) : source);
	const fetch = vi.fn(globalThis.fetch);
	vi.stubGlobal('fetch', fetch);
	try {
		const {default: loadYoga} = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as {default: LoadYoga};
		const yoga = await loadYoga();
		const row = yoga.Node.createDefault();
		row.setWidth(40);
		row.setHeight(1);
		const child = yoga.Node.createDefault();
		child.setHeight(1);
		row.insertChild(child, 0);
		row.calculateLayout(Number.NaN, Number.NaN, 1);
		return {fetched: fetch.mock.calls.length, width: child.getComputedWidth()};
	} finally {
		vi.unstubAllGlobals();
	}
}

describe('the yoga-wasm-binary patch', () => {
	it('loads yoga without fetch, and yoga lays out as it does unpatched', async () => {
		const unpatched = await load(false);
		const patched = await load(true);
		expect(unpatched.fetched).toBe(1);
		expect(patched.fetched).toBe(0);
		expect(patched.width).toBe(unpatched.width);
		expect(patched.width).toBe(40);
	});
});
