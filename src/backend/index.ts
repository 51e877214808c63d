export {startBackend, type Backend, type BackendOptions, type RecordedRequest} from './server.js';
export {
	loadScenario,
	parseScenario,
	ScenarioError,
	scenarioSchema,
	type Scenario,
	type Turn,
	type Block,
	type ApiErrorSpec,
	type Expect,
} from './scenario.js';
export {
	demoScenario,
	DEMO_CLAUDE_ARGS,
	DEMO_CLAUDE_ENV,
	DEMO_TOOLS,
	DEMO_PROJECT_DIR,
	DEMO_FILE,
} from './demo-scenario.js';
export * as build from './builders.js';
export type {ExpectResult} from './expect.js';
