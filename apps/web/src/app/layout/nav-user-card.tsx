import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { useCurrentUser } from "../../features/users/api/user-queries";

/** Who is signed in, at the foot of the side navigation. */
export function NavUserCard() {
  const { data: user, isPending } = useCurrentUser();
  if (!isPending && user === undefined) return null;
  return (
    <Box
      sx={{
        display: "flex",
        alignItems: "center",
        gap: 1.5,
        p: 2,
        mx: 2,
        mb: 2,
        borderRadius: 3,
        bgcolor: "background.default",
      }}
    >
      <Avatar
        sx={(theme) => ({
          width: 40,
          height: 40,
          fontSize: 15,
          fontWeight: 600,
          color: theme.palette.primary.main,
          bgcolor: theme.alpha(theme.palette.primary.main, 0.12),
        })}
      >
        {user === undefined ? "" : initialsOf(user.full_name, user.email)}
      </Avatar>
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        {user === undefined ? (
          <>
            <Skeleton width="70%" />
            <Skeleton width="90%" />
          </>
        ) : (
          <>
            <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
              {user.full_name}
            </Typography>
            <Typography
              variant="caption"
              noWrap
              component="p"
              sx={{ color: "text.secondary" }}
            >
              {user.email}
            </Typography>
          </>
        )}
      </Box>
    </Box>
  );
}

function initialsOf(fullName: string, email: string): string {
  const words = fullName.split(/\s+/).filter((word) => word !== "");
  const first = words[0]?.[0] ?? email[0] ?? "";
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? "") : "";
  return `${first}${last}`.toUpperCase();
}
