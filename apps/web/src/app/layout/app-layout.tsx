import Box from "@mui/material/Box";
import { useState } from "react";
import { Outlet } from "react-router";
import { TOP_BAR_HEIGHT } from "./navigation";
import { ProfilePreferences } from "./profile-preferences";
import { SideNav } from "./side-nav";
import { MAIN_CONTENT_ID, SkipLink } from "./skip-link";
import { TopBar } from "./top-bar";

/**
 * The signed-in shell. The profile's preferences reach the top bar too: its date is today in the
 * profile time zone, not the browser's.
 */
export function AppLayout() {
  return (
    <ProfilePreferences>
      <Shell />
    </ProfilePreferences>
  );
}

/** Skip link, top bar (banner), side navigation (nav) and the current page (main). */
function Shell() {
  const [isNavOpen, setNavOpen] = useState(false);
  return (
    <Box
      sx={{
        display: "flex",
        minHeight: "100vh",
        bgcolor: "background.default",
      }}
    >
      <SkipLink />
      <TopBar
        onOpenNavigation={() => {
          setNavOpen(true);
        }}
      />
      <SideNav
        isMobileOpen={isNavOpen}
        onMobileClose={() => {
          setNavOpen(false);
        }}
      />
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        // Focus lands here from the skip link; the ring would outline the whole page.
        sx={{ flexGrow: 1, minWidth: 0, "&:focus": { outline: "none" } }}
      >
        <Box sx={{ height: TOP_BAR_HEIGHT }} />
        <Box
          sx={{
            maxWidth: 1280,
            mx: "auto",
            px: { xs: 2, sm: 3, md: 4 },
            py: { xs: 3, md: 4 },
          }}
        >
          <Outlet />
        </Box>
      </Box>
    </Box>
  );
}
