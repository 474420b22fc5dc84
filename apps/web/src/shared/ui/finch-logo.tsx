import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";

interface FinchLogoProps {
  /** Side of the mark in pixels; the word mark scales with it. */
  size?: number;
}

/** The brand: a small bird in a rounded tile, then the word "Finch". */
export function FinchLogo({ size = 36 }: FinchLogoProps) {
  return (
    <Box sx={{ display: "inline-flex", alignItems: "center", gap: 1.25 }}>
      <Box
        aria-hidden
        sx={(theme) => ({
          width: size,
          height: size,
          borderRadius: `${String(Math.round(size * 0.3))}px`,
          display: "grid",
          placeItems: "center",
          color: theme.palette.primary.contrastText,
          background: `linear-gradient(135deg, ${theme.palette.primary.main} 0%, ${theme.palette.secondary.main} 100%)`,
          boxShadow: `0 4px 12px ${theme.alpha(theme.palette.primary.main, 0.28)}`,
        })}
      >
        <svg
          width={size * 0.62}
          height={size * 0.62}
          viewBox="0 0 24 24"
          fill="currentColor"
        >
          <path d="M15.5 4.5a3 3 0 0 1 2.83 2H21l-2.6 1.7c.07.25.1.52.1.8 0 5.2-4.2 9.5-9.5 9.5H3.5c2.4-1.2 3.9-2.9 4.6-5.1L3 10.5l5.9.4c1.1-1.9 2.4-3.4 3.9-4.4a3 3 0 0 1 2.7-2Zm.25 2.1a.9.9 0 1 0 0 1.8.9.9 0 0 0 0-1.8Z" />
          <path d="M9 18.5h2.2l-.9 2h-2.2l.9-2Z" opacity="0.7" />
        </svg>
      </Box>
      <Typography
        component="span"
        sx={{
          fontWeight: 700,
          fontSize: size * 0.56,
          letterSpacing: "-0.02em",
          color: "text.primary",
        }}
      >
        Finch
      </Typography>
    </Box>
  );
}
