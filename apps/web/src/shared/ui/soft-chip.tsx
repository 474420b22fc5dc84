import Chip from "@mui/material/Chip";

/** The theme colours a chip may take; `neutral` is the plain grey one. */
export type SoftChipColour =
  | "neutral"
  | "primary"
  | "secondary"
  | "success"
  | "warning"
  | "error"
  | "info";

interface SoftChipProps {
  label: string;
  colour?: SoftChipColour;
}

/** A small chip tinted with a theme colour: status (Active, Pending) and labels (categories). */
export function SoftChip({ label, colour = "neutral" }: SoftChipProps) {
  return (
    <Chip
      size="small"
      label={label}
      sx={(theme) => {
        const main =
          colour === "neutral"
            ? theme.palette.text.secondary
            : theme.palette[colour].main;
        return {
          fontWeight: 500,
          color: colour === "neutral" ? "text.secondary" : `${colour}.dark`,
          bgcolor: theme.alpha(main, colour === "neutral" ? 0.08 : 0.12),
        };
      }}
    />
  );
}
