import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";
import { useUserPreferences } from "../../../shared/user-preferences";
import type { ChatMessage } from "../hooks/use-chat";
import { SafeMarkdown } from "./safe-markdown";

interface ChatMessageBubbleProps {
  message: ChatMessage;
}

/** One message: the user's on the right as plain text, the assistant's on the left as safe markdown. */
export function ChatMessageBubble({ message }: ChatMessageBubbleProps) {
  const { isUser } = message;
  // The profile's clock, not the browser's, so the times agree with the top bar's date; in
  // en-US like every other date and figure of the app.
  const { timeZone } = useUserPreferences();
  return (
    <Box
      role="listitem"
      aria-label={isUser ? "You" : "AI Assistant"}
      sx={{
        display: "flex",
        justifyContent: isUser ? "flex-end" : "flex-start",
      }}
    >
      <Paper
        elevation={0}
        sx={{
          px: 2,
          py: 1,
          maxWidth: { xs: "92%", sm: "80%" },
          bgcolor: isUser ? "primary.main" : "grey.100",
          color: isUser ? "primary.contrastText" : "text.primary",
          borderRadius: 2,
        }}
      >
        {isUser ? (
          <Typography variant="body2" sx={{ whiteSpace: "pre-wrap" }}>
            {message.message}
          </Typography>
        ) : (
          <SafeMarkdown text={message.message} />
        )}
        {message.links && message.links.length > 0 && (
          <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
            {message.links.map((link) => (
              <Button
                key={link.href}
                component={RouterLink}
                to={link.href}
                size="small"
                variant="outlined"
              >
                {link.label}
              </Button>
            ))}
          </Stack>
        )}
        <Typography
          variant="caption"
          // Full colour on the user's teal bubble: a faded white fell under 4.5:1 there.
          sx={{
            display: "block",
            mt: 0.5,
            color: isUser ? "inherit" : "text.secondary",
          }}
        >
          {message.timestamp.toLocaleTimeString("en-US", {
            hour: "2-digit",
            minute: "2-digit",
            timeZone,
          })}
        </Typography>
      </Paper>
    </Box>
  );
}
