import "@fontsource/inter/400.css";
import "@fontsource/inter/500.css";
import "@fontsource/inter/600.css";
import "@fontsource/inter/700.css";
import { createTheme } from "@mui/material/styles";
import type { SxProps, Theme } from "@mui/material/styles";

/**
 * Finch's look: calm neutrals, one deep teal for action, an indigo accent, and the four status
 * colours kept for meaning (money in, caution, money out or failure, information).
 */
export const theme = createTheme({
  palette: {
    mode: "light",
    primary: {
      main: "#0B6E6E",
      light: "#3A9A97",
      dark: "#06504F",
      contrastText: "#FFFFFF",
    },
    secondary: {
      main: "#4F46E5",
      light: "#7C75F0",
      dark: "#3730A3",
      contrastText: "#FFFFFF",
    },
    success: { main: "#15803D" },
    warning: { main: "#B45309" },
    error: { main: "#D92D20" },
    info: { main: "#2563EB" },
    background: { default: "#F5F7FA", paper: "#FFFFFF" },
    text: { primary: "#0F172A", secondary: "#526077" },
    divider: "#E3E8EF",
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily:
      '"Inter", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    h1: { fontWeight: 700, letterSpacing: "-0.025em" },
    h2: { fontWeight: 700, letterSpacing: "-0.025em" },
    h3: { fontWeight: 700, letterSpacing: "-0.02em" },
    h4: { fontWeight: 700, fontSize: "1.75rem", letterSpacing: "-0.02em" },
    h5: { fontWeight: 600, letterSpacing: "-0.01em" },
    h6: { fontWeight: 600, fontSize: "1.0625rem", letterSpacing: "-0.01em" },
    subtitle1: { fontWeight: 500 },
    subtitle2: { fontWeight: 600 },
    button: { fontWeight: 600, textTransform: "none", letterSpacing: 0 },
    overline: { fontWeight: 600, letterSpacing: "0.08em" },
  },
  components: {
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: { borderRadius: 10 },
        sizeLarge: { paddingTop: 11, paddingBottom: 11 },
      },
    },
    MuiCard: {
      defaultProps: { variant: "outlined" },
      styleOverrides: { root: { borderRadius: 12 } },
    },
    MuiPaper: {
      styleOverrides: { rounded: { borderRadius: 12 } },
    },
    MuiTextField: {
      defaultProps: { fullWidth: true },
    },
    MuiOutlinedInput: {
      styleOverrides: { root: { borderRadius: 10 } },
    },
    MuiAlert: {
      styleOverrides: { root: { borderRadius: 10, alignItems: "center" } },
    },
    MuiListItemButton: {
      styleOverrides: { root: { borderRadius: 10 } },
    },
    MuiTooltip: {
      defaultProps: { arrow: true },
    },
  },
});

/** Tabular digits, so amounts in a column line up; add to any `sx` that shows money. */
export const tabularDigits: SxProps<Theme> = {
  fontVariantNumeric: "tabular-nums",
  fontFeatureSettings: '"tnum"',
};
