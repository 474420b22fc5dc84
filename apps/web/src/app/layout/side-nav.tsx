import Box from "@mui/material/Box";
import Drawer from "@mui/material/Drawer";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import { useTheme } from "@mui/material/styles";
import type { SxProps, Theme } from "@mui/material/styles";
import useMediaQuery from "@mui/material/useMediaQuery";
import { Link as RouterLink, matchPath, useLocation } from "react-router";
import { FinchLogo } from "../../shared/ui/finch-logo";
import { NAV_ITEMS, NAV_WIDTH, TOP_BAR_HEIGHT } from "./navigation";
import { NavUserCard } from "./nav-user-card";

interface SideNavProps {
  isMobileOpen: boolean;
  onMobileClose: () => void;
}

/** The 280 px navigation: docked from md up, a slide-out drawer below (docs/product.md §2). */
export function SideNav({ isMobileOpen, onMobileClose }: SideNavProps) {
  // Synchronous first answer (noSsr) so wide screens never flash the mobile drawer.
  const isWide = useMediaQuery(useTheme().breakpoints.up("md"), {
    noSsr: true,
  });
  return (
    <Box sx={{ width: { md: NAV_WIDTH }, flexShrink: { md: 0 } }}>
      {isWide ? (
        <Drawer variant="permanent" open slotProps={{ paper: { sx: paperSx } }}>
          <NavContent />
        </Drawer>
      ) : (
        <Drawer
          variant="temporary"
          open={isMobileOpen}
          onClose={onMobileClose}
          // On phones the drawer is a modal dialog over the page, and a dialog needs a name.
          slotProps={{ paper: { sx: paperSx, "aria-label": "Navigation" } }}
        >
          <NavContent onNavigate={onMobileClose} />
        </Drawer>
      )}
    </Box>
  );
}

const paperSx: SxProps<Theme> = {
  width: NAV_WIDTH,
  boxSizing: "border-box",
  borderRight: 1,
  borderColor: "divider",
  bgcolor: "background.paper",
};

function NavContent({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    // The landmark is inside the drawer: on phones the drawer is portalled out of this tree. It
    // holds the whole panel (brand, the sections as a list, who is signed in), so nothing on it
    // sits outside a landmark.
    <Box
      component="nav"
      aria-label="Main navigation"
      sx={{ display: "flex", flexDirection: "column", height: "100%" }}
    >
      <Box
        sx={{
          height: TOP_BAR_HEIGHT,
          display: "flex",
          alignItems: "center",
          px: 3,
          flexShrink: 0,
        }}
      >
        <FinchLogo size={34} />
      </Box>
      <List
        sx={{
          px: 2,
          py: 1.5,
          flexGrow: 1,
          display: "flex",
          flexDirection: "column",
          gap: 0.5,
        }}
      >
        {NAV_ITEMS.map(({ label, path, icon: Icon }) => {
          const isActive = matchPath({ path, end: false }, pathname) !== null;
          return (
            <ListItem key={path} disablePadding>
              <ListItemButton
                component={RouterLink}
                to={path}
                selected={isActive}
                aria-current={isActive ? "page" : undefined}
                onClick={onNavigate}
                sx={itemSx}
              >
                <ListItemIcon sx={{ minWidth: 40, color: "text.secondary" }}>
                  <Icon fontSize="small" />
                </ListItemIcon>
                <ListItemText
                  primary={label}
                  slotProps={{
                    primary: { sx: { fontWeight: isActive ? 600 : 500 } },
                  }}
                />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
      <NavUserCard />
    </Box>
  );
}

const itemSx: SxProps<Theme> = (theme) => ({
  py: 1.1,
  px: 1.5,
  color: "text.secondary",
  "&:hover": {
    bgcolor: theme.alpha(theme.palette.text.primary, 0.04),
    color: "text.primary",
  },
  "&.Mui-selected, &.Mui-selected:hover": {
    bgcolor: theme.alpha(theme.palette.primary.main, 0.1),
    color: "primary.main",
  },
  "&.Mui-selected .MuiListItemIcon-root": { color: "primary.main" },
});
