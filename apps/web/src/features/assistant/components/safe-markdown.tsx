import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

interface SafeMarkdownProps {
  text: string;
}

/**
 * The answer's markdown subset as React text: paragraphs, "- " and "1. " lists, and **bold**.
 * Nothing is parsed as HTML and nothing loads from elsewhere (no images, no raw links).
 */
export function SafeMarkdown({ text }: SafeMarkdownProps) {
  const blocks: ReactNode[] = [];
  let list: { ordered: boolean; items: string[] } | undefined;
  const flush = () => {
    if (!list) return;
    const items = list.items;
    blocks.push(
      <Box
        key={blocks.length}
        component={list.ordered ? "ol" : "ul"}
        sx={{ my: 0.5, pl: 3 }}
      >
        {items.map((item, i) => (
          <Typography key={i} component="li" variant="body2">
            {inline(item)}
          </Typography>
        ))}
      </Box>,
    );
    list = undefined;
  };
  for (const line of text.split("\n")) {
    const bullet = /^\s*-\s+(.*)$/.exec(line);
    const numbered = /^\s*\d+\.\s+(.*)$/.exec(line);
    const item = bullet?.[1] ?? numbered?.[1];
    if (item !== undefined) {
      const ordered = numbered !== null;
      if (list && list.ordered !== ordered) flush();
      list ??= { ordered, items: [] };
      list.items.push(item);
      continue;
    }
    flush();
    if (line.trim())
      blocks.push(
        <Typography
          key={blocks.length}
          variant="body2"
          sx={{ my: 0.5, whiteSpace: "pre-wrap" }}
        >
          {inline(line)}
        </Typography>,
      );
  }
  flush();
  return <>{blocks}</>;
}

/** **bold** spans; backslash escapes (the server escapes names) print the character itself. */
function inline(text: string): ReactNode[] {
  const parts = text.split(/(\*\*[^*]+\*\*)/g);
  return parts.map((part, i) => {
    const bold = /^\*\*([^*]+)\*\*$/.exec(part);
    const plain = unescape(bold ? (bold[1] ?? "") : part);
    return bold ? <strong key={i}>{plain}</strong> : plain;
  });
}

function unescape(text: string): string {
  return text.replace(/\\([*_[\]()`#\\])/g, "$1");
}
