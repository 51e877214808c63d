/** Wire types, inferred from the schemas: the only place the rest of the app gets them from. */
import type {z} from 'zod';
import type * as s from './schemas.js';

type Inbound = typeof s.inboundSchemas;
export type InboundType = keyof Inbound;
export type InboundMessage = {[K in InboundType]: z.infer<Inbound[K]>}[InboundType];
export type InboundOf<K extends InboundType> = z.infer<Inbound[K]>;

export type SystemMessage = z.infer<typeof s.systemMessageSchema>;
export type AssistantMessage = z.infer<typeof s.assistantMessageSchema>;
export type UserMessageFrame = z.infer<typeof s.userMessageFrameSchema>;
export type StreamEventFrame = z.infer<typeof s.streamEventFrameSchema>;
export type StreamEvent = z.infer<typeof s.streamEventSchema>;
export type Delta = z.infer<typeof s.deltaSchema>;
export type ContentBlock = z.infer<typeof s.contentBlockSchema>;
export type ResultMessage = z.infer<typeof s.resultMessageSchema>;
export type RequestId = z.infer<typeof s.requestIdSchema>;
export type ControlRequestFrame = z.infer<typeof s.controlRequestFrameSchema>;
export type InboundRequest = z.infer<typeof s.inboundRequestSchema>;
export type CanUseToolRequest = z.infer<typeof s.canUseToolRequestSchema>;
export type ElicitationRequestBody = z.infer<typeof s.elicitationRequestSchema>;
export type ControlResponseFrame = z.infer<typeof s.controlResponseFrameSchema>;
export type PermissionUpdate = z.infer<typeof s.permissionUpdateSchema>;
export type PermissionResult = z.infer<typeof s.permissionResultSchema>;
export type OutboundRequest = z.infer<typeof s.outboundRequestSchema>;
export type OutboundMessage = z.infer<typeof s.outboundMessageSchema>;
export type UserContent = z.infer<typeof s.userContentSchema>;
export type ModelInfo = z.infer<typeof s.modelInfoSchema>;
export type SlashCommandInfo = z.infer<typeof s.slashCommandInfoSchema>;
export type InitializeResponse = z.infer<typeof s.initializeResponseSchema>;
export type ContextUsage = z.infer<typeof s.contextUsageSchema>;
export type RewindFilesResponse = z.infer<typeof s.rewindFilesResponseSchema>;
