import SendIcon from "@mui/icons-material/Send";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import IconButton from "@mui/material/IconButton";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useEffect, useRef, type KeyboardEvent } from "react";
import type { useChat } from "../hooks/use-chat";
import { ChatMessageBubble } from "./chat-message-bubble";

interface ChatPanelProps {
  chat: ReturnType<typeof useChat>;
  input: string;
  onInputChange: (text: string) => void;
}

/** The 600 px chat panel: messages, the waiting line, the error alert and the input. */
export function ChatPanel({ chat, input, onInputChange }: ChatPanelProps) {
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = list.current;
    if (node) node.scrollTop = node.scrollHeight;
  }, [chat.messages.length, chat.isSending]);
  const blocked = input.trim() === "" || chat.isSending;
  const send = () => {
    if (chat.submit(input)) onInputChange("");
  };
  const onKeyDown = (event: KeyboardEvent) => {
    // Enter sends; Shift+Enter adds a new line (docs/product.md §5).
    if (
      event.key === "Enter" &&
      !event.shiftKey &&
      !event.nativeEvent.isComposing
    ) {
      event.preventDefault();
      send();
    }
  };
  return (
    <Paper
      variant="outlined"
      sx={{ height: 600, display: "flex", flexDirection: "column" }}
    >
      <Stack
        direction="row"
        sx={{
          alignItems: "center",
          justifyContent: "space-between",
          px: 2,
          py: 1,
          borderBottom: 1,
          borderColor: "divider",
        }}
      >
        <Typography variant="h6" component="h2">
          Chat
        </Typography>
        <Button size="small" onClick={chat.clear}>
          Clear Chat
        </Button>
      </Stack>
      <Box
        ref={list}
        role="list"
        aria-label="Conversation"
        sx={{
          flex: 1,
          overflowY: "auto",
          p: 2,
          display: "flex",
          flexDirection: "column",
          gap: 1.5,
        }}
      >
        {chat.messages.map((message) => (
          <ChatMessageBubble key={message.id} message={message} />
        ))}
        {chat.isSending && (
          <Stack
            direction="row"
            spacing={1}
            sx={{ alignItems: "center" }}
            role="status"
          >
            <CircularProgress size={16} />
            <Typography variant="body2" color="text.secondary">
              Analyzing your financial data...
            </Typography>
          </Stack>
        )}
      </Box>
      {chat.error !== undefined && (
        <Alert severity="error" onClose={chat.dismissError} sx={{ mx: 2 }}>
          {chat.error}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ p: 2, alignItems: "flex-end" }}>
        <TextField
          fullWidth
          multiline
          maxRows={3}
          size="small"
          label="Ask about your finances"
          value={input}
          onChange={(event) => onInputChange(event.target.value)}
          onKeyDown={onKeyDown}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
        <IconButton
          color="primary"
          aria-label="Send"
          disabled={blocked}
          onClick={send}
        >
          <SendIcon />
        </IconButton>
      </Stack>
    </Paper>
  );
}
