/**
 * A session resumed again from the /resume picker after /clear, in the same run: its history was on screen once
 * already, and is shown again whole, the person's prompts with it, and /rewind offers them. The rewind reaches
 * claude: the prompt sent again is in the next request once.
 */
import {afterEach, expect, it} from 'vitest';
import {build} from '../../src/backend/index.js';
import {KEY} from '../helpers/keys.js';
import {tick} from '../helpers/wait-for.js';
import {runCctui, type Run} from './harness.js';

const {scenario, turn, text} = build;

let run: Run | undefined;
afterEach(async () => {
	await run?.stop();
	run = undefined;
});

const PROMPT = 'remember the word papaya';
const count = (screen: string, what: string) => screen.split(what).length - 1;

it('/clear, then /resume of that session from the picker: its prompts show again, and /rewind offers them', async () => {
	run = await runCctui(scenario([turn(text('Remembered.')), turn(text('Asked again.'))]));
	const current = run;
	await current.pty.waitForText('ready', 30_000);
	await current.typeLine(PROMPT);
	await current.pty.waitForText(/✓ Done · /, 30_000);
	await current.typeLine('/clear');
	await current.pty.waitForText('— New conversation —', 20_000);
	await current.typeLine('/resume');
	await current.answer(KEY.enter, `${PROMPT} `);
	await current.pty.waitForText('Resumed session', 30_000);
	// Once as typed, once as resumed.
	expect(count(current.pty.scrollback(), `› ${PROMPT}`)).toBe(2);
	expect(count(current.pty.scrollback(), 'Remembered.')).toBe(2);

	await current.typeLine('/rewind');
	await current.pty.waitForText('no file changes to undo', 20_000);
	// The list takes Enter and f as deliberate keys: once the keyboard has been quiet for 500 ms.
	await tick(800);
	current.pty.write(KEY.enter);
	await current.answer('2', '2. Restore the conversation only');
	await current.pty.waitForText('Rewound to here', 20_000);
	await current.pty.waitForText(`› ${PROMPT}`);
	current.pty.write(KEY.enter);
	await current.pty.waitForText('Asked again.', 30_000);
	const body = current.backend.mainRequests().at(-1)?.body;
	expect(count(JSON.stringify(body), PROMPT)).toBe(1);
}, 120_000);
