/**
 * The internal model interface both wire formats implement (docs/design/assistant.md §7): we own
 * the loop.
 */

/** A tool call a model asked for. */
export interface ToolCall {
  id: string;
  name: string;
  /** Parsed arguments, or the raw text when they were not valid JSON. */
  args: unknown;
}

/** One turn of the conversation, provider-neutral. */
export type Turn =
  | { role: "user"; text: string }
  | { role: "assistant"; text: string; toolCalls: ToolCall[] }
  | {
      role: "tool_results";
      results: { id: string; content: unknown; isError: boolean }[];
    };

/** A tool as offered to the model. */
export interface ToolSpec {
  name: string;
  description: string;
  parameters: Record<string, unknown>;
}

/** What one call sends. */
export interface ModelRequest {
  system: string;
  turns: Turn[];
  tools: ToolSpec[];
  toolChoice: "auto" | "none";
  signal: AbortSignal;
}

/** What one call returns. */
export interface ModelReply {
  text: string;
  toolCalls: ToolCall[];
}

/** A chat model with tool calling. */
export interface ChatModel {
  complete(request: ModelRequest): Promise<ModelReply>;
}

/** A provider answered with an error status or an unreadable body. */
export class ProviderError extends Error {
  override name = "ProviderError";
}

/** POSTs JSON and returns the parsed body; a non-2xx status is a ProviderError. */
export async function postJson(
  url: string,
  headers: Record<string, string>,
  body: unknown,
  signal: AbortSignal,
): Promise<unknown> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
    signal,
  });
  if (!response.ok)
    throw new ProviderError(`status ${String(response.status)}`);
  return response.json();
}

/** Parses tool-call arguments sent as JSON text; malformed text stays a string (the tool rejects it). */
export function parseArgs(text: unknown): unknown {
  if (typeof text !== "string") return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
