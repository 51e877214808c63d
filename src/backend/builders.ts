import type {ApiErrorSpec, Block, Scenario, Turn} from './scenario.js';

// Small helpers so tests can write scenarios in code: scenario([turn(thinking('…'), text('…'))]).

type Pacing = {chunkSize?: number; delayMs?: number};
type TurnOptions = Omit<Turn, 'blocks'>;

export const thinking = (text: string, pacing: Pacing = {}): Block => ({type: 'thinking', text, ...pacing});

export const text = (value: string, pacing: Pacing = {}): Block => ({type: 'text', text: value, ...pacing});

export const toolUse = (name: string, input: Record<string, unknown>, options: Pacing & {id?: string} = {}): Block => ({
	type: 'tool_use',
	name,
	input,
	...options,
});

/** A main-track turn; pass options (errors, expect, …) as the first argument if needed. */
export function turn(first: Block | TurnOptions, ...rest: Block[]): Turn {
	if ('type' in first) return {blocks: [first, ...rest]};
	return rest.length > 0 ? {...first, blocks: rest} : {...first};
}

export const subagentTurn = (...blocks: Block[]): Turn => ({track: 'subagent', blocks});

/** A turn that fails every retry of one request with this HTTP error. */
export const failingTurn = (error: ApiErrorSpec): Turn => ({error: {...error, repeat: true}});

export const scenario = (turns: Turn[], defaults?: Scenario['defaults'], name?: string): Scenario => ({
	...(name === undefined ? {} : {name}),
	...(defaults === undefined ? {} : {defaults}),
	turns,
});
