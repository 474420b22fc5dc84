import Box from "@mui/material/Box";
import { useState } from "react";
import { Outlet } from "react-router";
import { TOP_BAR_HEIGHT } from "./navigation";
import { ProfilePreferences } from "./profile-preferences";
import { SideNav } from "./side-nav";
import { TopBar } from "./top-bar";

/** The signed-in shell: top bar, side navigation and the current page. */
export function AppLayout() {
  const [isNavOpen, setNavOpen] = useState(false);
  return (
    <Box
      sx={{
        display: "flex",
        minHeight: "100vh",
        bgcolor: "background.default",
      }}
    >
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
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0 }}>
        <Box sx={{ height: TOP_BAR_HEIGHT }} />
        <Box
          sx={{
            maxWidth: 1280,
            mx: "auto",
            px: { xs: 2, sm: 3, md: 4 },
            py: { xs: 3, md: 4 },
          }}
        >
          <ProfilePreferences>
            <Outlet />
          </ProfilePreferences>
        </Box>
      </Box>
    </Box>
  );
}
