import {
  parseArgs,
  postJson,
  ProviderError,
  type ChatModel,
  type ModelRequest,
  type Turn,
} from "./chat-model";

interface OpenAiReply {
  choices?: {
    message?: {
      content?: string | null;
      tool_calls?: {
        id: string;
        function: { name: string; arguments: string };
      }[];
    };
  }[];
}

/** OpenAI chat completions (OpenAI, Ollama /v1, vLLM, llama.cpp server, LM Studio, OpenRouter). */
export function openAiModel(config: {
  baseUrl: string;
  apiKey: string;
  model: string;
}): ChatModel {
  return {
    async complete(request: ModelRequest) {
      const body = {
        model: config.model,
        temperature: 0.1,
        max_tokens: 800,
        messages: [
          { role: "system", content: request.system },
          ...request.turns.flatMap(toMessages),
        ],
        tools: request.tools.map((t) => ({ type: "function", function: t })),
        tool_choice: request.toolChoice,
      };
      const reply = (await postJson(
        `${config.baseUrl.replace(/\/$/, "")}/chat/completions`,
        { authorization: `Bearer ${config.apiKey}` },
        body,
        request.signal,
      )) as OpenAiReply;
      const message = reply.choices?.[0]?.message;
      if (!message) throw new ProviderError("no choices");
      return {
        text: message.content ?? "",
        toolCalls: (message.tool_calls ?? []).map((c) => ({
          id: c.id,
          name: c.function.name,
          args: parseArgs(c.function.arguments),
        })),
      };
    },
  };
}

function toMessages(turn: Turn): unknown[] {
  switch (turn.role) {
    case "user":
      return [{ role: "user", content: turn.text }];
    case "assistant":
      return [
        {
          role: "assistant",
          content: turn.text || null,
          ...(turn.toolCalls.length > 0
            ? {
                tool_calls: turn.toolCalls.map((c) => ({
                  id: c.id,
                  type: "function",
                  function: {
                    name: c.name,
                    arguments:
                      typeof c.args === "string"
                        ? c.args
                        : JSON.stringify(c.args),
                  },
                })),
              }
            : {}),
        },
      ];
    case "tool_results":
      return turn.results.map((r) => ({
        role: "tool",
        tool_call_id: r.id,
        content: JSON.stringify(r.content),
      }));
  }
}
