import { todayIn } from "@finch/domain";
import LogoutIcon from "@mui/icons-material/Logout";
import MenuIcon from "@mui/icons-material/Menu";
import SearchIcon from "@mui/icons-material/Search";
import AppBar from "@mui/material/AppBar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import LinearProgress from "@mui/material/LinearProgress";
import Toolbar from "@mui/material/Toolbar";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { useQueryClient } from "@tanstack/react-query";
import {
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
} from "react-router";
import { clearAccessToken } from "../../shared/auth-token";
import { formatLongDate } from "../../shared/format-date";
import { useUserPreferences } from "../../shared/user-preferences";
import { SEARCH_FOCUS_PARAM, paths } from "../../shared/paths";
import { titleOf } from "../route-handle";
import { NotificationsBell } from "../../features/notifications/components/notifications-bell";
import { NAV_WIDTH, TOP_BAR_HEIGHT } from "./navigation";

interface TopBarProps {
  onOpenNavigation: () => void;
}

/** The fixed bar over every protected screen (docs/product.md §2 Layout). */
export function TopBar({ onOpenNavigation }: TopBarProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const isNavigating = useNavigation().state === "loading";
  const title = titleOf(useMatches()) ?? "";
  const today = formatLongDate(
    todayIn(new Date(), useUserPreferences().timeZone),
  );

  function openTransactionSearch() {
    // On /transactions already, the current filters stay: only the focus request is added.
    const search = new URLSearchParams(
      location.pathname === paths.transactions ? location.search : "",
    );
    search.set(SEARCH_FOCUS_PARAM.name, SEARCH_FOCUS_PARAM.value);
    void navigate({ pathname: paths.transactions, search: search.toString() });
  }

  function logOut() {
    clearAccessToken();
    // The next person at this browser must not see the previous user's cached data.
    queryClient.clear();
    void navigate(paths.login, { replace: true });
  }

  return (
    <AppBar
      position="fixed"
      color="inherit"
      elevation={0}
      sx={(theme) => ({
        width: { md: `calc(100% - ${String(NAV_WIDTH)}px)` },
        ml: { md: `${String(NAV_WIDTH)}px` },
        borderBottom: 1,
        borderColor: "divider",
        // Opaque: figures scrolled under a translucent bar showed through behind the title.
        bgcolor: theme.palette.background.paper,
      })}
    >
      <Toolbar
        sx={{
          height: TOP_BAR_HEIGHT,
          gap: { xs: 0.5, sm: 1 },
          px: { xs: 1.5, sm: 3, md: 4 },
        }}
      >
        <IconButton
          aria-label="Open navigation"
          edge="start"
          onClick={onOpenNavigation}
          sx={{ display: { md: "none" } }}
        >
          <MenuIcon />
        </IconButton>
        <Box sx={{ flexGrow: 1, minWidth: 0, ml: { xs: 0.5, md: 0 } }}>
          <Typography variant="h6" component="div" noWrap>
            {title}
          </Typography>
          <Typography
            variant="body2"
            noWrap
            sx={{
              color: "text.secondary",
              display: { xs: "none", sm: "block" },
            }}
          >
            {today}
          </Typography>
        </Box>
        <Tooltip title="Search transactions">
          <IconButton
            aria-label="Search transactions"
            onClick={openTransactionSearch}
          >
            <SearchIcon />
          </IconButton>
        </Tooltip>
        <NotificationsBell />
        <Button
          color="inherit"
          variant="outlined"
          onClick={logOut}
          startIcon={<LogoutIcon />}
          aria-label="Logout"
          sx={{
            ml: { xs: 0.5, sm: 1 },
            minWidth: { xs: 40, sm: 64 },
            px: { xs: 1, sm: 2 },
            borderColor: "divider",
            "& .MuiButton-startIcon": {
              mx: { xs: 0, sm: 1 },
              ml: { sm: -0.5 },
            },
          }}
        >
          <Box component="span" sx={{ display: { xs: "none", sm: "inline" } }}>
            Logout
          </Box>
        </Button>
      </Toolbar>
      {isNavigating && (
        <LinearProgress
          aria-label="Loading page"
          sx={{ position: "absolute", left: 0, right: 0, bottom: 0, height: 2 }}
        />
      )}
    </AppBar>
  );
}
