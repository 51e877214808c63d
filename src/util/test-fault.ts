/**
 * Test-only: CCTUI_TEST_FAULT names a place that throws, so tests of the built CLI can prove that a crash there
 * restores the terminal, reports one line and never exits 0. Unset (as it is outside those tests), nothing happens.
 */
const FAULT = process.env['CCTUI_TEST_FAULT'];

/** `render`: the first transcript item drawn; `reducer`: the first frame from claude (or from a file) folded into the state. */
export function testFault(place: 'render' | 'reducer'): void {
	if (FAULT === place) throw new Error(`injected ${place} fault`);
}
