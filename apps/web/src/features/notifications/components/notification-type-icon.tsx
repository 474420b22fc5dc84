import AssessmentOutlined from "@mui/icons-material/AssessmentOutlined";
import DonutLargeOutlined from "@mui/icons-material/DonutLargeOutlined";
import EmojiEventsOutlined from "@mui/icons-material/EmojiEventsOutlined";
import ErrorOutlineOutlined from "@mui/icons-material/ErrorOutlineOutlined";
import SavingsOutlined from "@mui/icons-material/SavingsOutlined";
import SyncProblemOutlined from "@mui/icons-material/SyncProblemOutlined";
import TrendingUpOutlined from "@mui/icons-material/TrendingUpOutlined";
import Box from "@mui/material/Box";
import type SvgIcon from "@mui/material/SvgIcon";
import type { NotificationType } from "@finch/domain";

type Tone = "primary" | "success" | "warning" | "error" | "info";

const LOOKS: Record<NotificationType, { icon: typeof SvgIcon; tone: Tone }> = {
  budget_threshold: { icon: DonutLargeOutlined, tone: "warning" },
  budget_exceeded: { icon: ErrorOutlineOutlined, tone: "error" },
  goal_milestone: { icon: EmojiEventsOutlined, tone: "success" },
  goal_reminder: { icon: SavingsOutlined, tone: "info" },
  unusual_transaction: { icon: TrendingUpOutlined, tone: "warning" },
  sync_problem: { icon: SyncProblemOutlined, tone: "error" },
  weekly_report: { icon: AssessmentOutlined, tone: "primary" },
};

interface NotificationTypeIconProps {
  type: NotificationType;
  /** 36 px in the bell's list, 40 px on the page. */
  size?: number;
}

/** A kind of notification at a glance: its icon on a soft disc of its colour. Decorative. */
export function NotificationTypeIcon({
  type,
  size = 36,
}: NotificationTypeIconProps) {
  const { icon: Icon, tone } = LOOKS[type];
  return (
    <Box
      aria-hidden
      sx={(theme) => ({
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: "50%",
        display: "grid",
        placeItems: "center",
        color: theme.palette[tone].main,
        bgcolor: theme.alpha(theme.palette[tone].main, 0.1),
      })}
    >
      <Icon sx={{ fontSize: Math.round(size * 0.55) }} />
    </Box>
  );
}
