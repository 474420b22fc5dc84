import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { useId } from "react";

interface SettingsCardProps {
  title: string;
  icon: ReactNode;
  children: ReactNode;
  /** `error` draws the Danger Zone's red outline. */
  tone?: "default" | "error";
}

/** One titled section of Profile Settings, a region named by its heading. */
export function SettingsCard({
  title,
  icon,
  children,
  tone = "default",
}: SettingsCardProps) {
  const headingId = useId();
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      sx={tone === "error" ? { borderColor: "error.main" } : undefined}
    >
      <CardContent sx={{ p: { xs: 2.5, md: 3 } }}>
        <Typography
          id={headingId}
          variant="h6"
          component="h2"
          sx={{
            display: "flex",
            alignItems: "center",
            gap: 1,
            mb: 2.5,
            color: tone === "error" ? "error.main" : undefined,
          }}
        >
          {icon}
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
