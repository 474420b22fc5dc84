import {
  postJson,
  ProviderError,
  type ChatModel,
  type ModelRequest,
  type Turn,
} from "./chat-model";

interface AnthropicReply {
  content?: (
    | { type: "text"; text: string }
    | { type: "tool_use"; id: string; name: string; input: unknown }
  )[];
}

/** Anthropic messages API over fetch. */
export function anthropicModel(config: {
  baseUrl: string;
  apiKey: string;
  model: string;
}): ChatModel {
  return {
    async complete(request: ModelRequest) {
      const body = {
        model: config.model,
        max_tokens: 800,
        temperature: 0.1,
        system: request.system,
        messages: request.turns.map(toMessage),
        // Tool definitions are sent on every round: the history holds tool blocks.
        tools: request.tools.map((t) => ({
          name: t.name,
          description: t.description,
          input_schema: t.parameters,
        })),
        tool_choice: { type: request.toolChoice },
      };
      const reply = (await postJson(
        `${config.baseUrl.replace(/\/$/, "")}/v1/messages`,
        { "x-api-key": config.apiKey, "anthropic-version": "2023-06-01" },
        body,
        request.signal,
      )) as AnthropicReply;
      if (!Array.isArray(reply.content)) throw new ProviderError("no content");
      return {
        text: reply.content
          .flatMap((b) => (b.type === "text" ? [b.text] : []))
          .join("\n"),
        toolCalls: reply.content.flatMap((b) =>
          b.type === "tool_use"
            ? [{ id: b.id, name: b.name, args: b.input }]
            : [],
        ),
      };
    },
  };
}

function toMessage(turn: Turn): unknown {
  switch (turn.role) {
    case "user":
      return { role: "user", content: turn.text };
    case "assistant":
      return {
        role: "assistant",
        content: [
          ...(turn.text ? [{ type: "text", text: turn.text }] : []),
          ...turn.toolCalls.map((c) => ({
            type: "tool_use",
            id: c.id,
            name: c.name,
            input: c.args,
          })),
        ],
      };
    case "tool_results":
      return {
        role: "user",
        content: turn.results.map((r) => ({
          type: "tool_result",
          tool_use_id: r.id,
          content: JSON.stringify(r.content),
          ...(r.isError ? { is_error: true } : {}),
        })),
      };
  }
}
