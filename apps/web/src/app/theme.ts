import "@fontsource/inter/400.css";
import "@fontsource/inter/500.css";
import "@fontsource/inter/600.css";
import "@fontsource/inter/700.css";
import { createTheme } from "@mui/material/styles";
import type { CSSObject, SxProps, Theme } from "@mui/material/styles";

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
    // The focus ring (WCAG 2.4.7, 1.4.11): every keyboard-focused element, MUI's own and plain
    // links alike, draws it. MUI's ButtonBase removes the browser's outline, so it gets the ring
    // back through its `Mui-focusVisible` class.
    MuiCssBaseline: {
      styleOverrides: (theme) => ({ ":focus-visible": focusRing(theme) }),
    },
    MuiButtonBase: {
      styleOverrides: {
        root: ({ theme }) => ({ "&.Mui-focusVisible": focusRing(theme) }),
      },
    },
    MuiChip: {
      styleOverrides: {
        root: ({ theme }) => ({ "&.Mui-focusVisible": focusRing(theme) }),
      },
    },
    // A select without an outline of its own (the table's "Rows per page") rings as a whole.
    MuiInputBase: {
      styleOverrides: {
        root: ({ theme }) => ({
          "&:not(.MuiOutlinedInput-root):has(:focus-visible)": focusRing(theme),
        }),
      },
    },
    // Menu items fill their menu's width, whose edges clip anything outside: the ring goes inside.
    MuiMenuItem: {
      styleOverrides: {
        root: ({ theme }) => ({
          "&.Mui-focusVisible": {
            ...focusRing(theme),
            outlineOffset: -2,
            boxShadow: "none",
          },
        }),
      },
    },
    // A disabled field's helper text still tells the user something ("Email cannot be
    // changed"): it keeps the secondary text colour instead of the faint disabled one (1.4.3).
    MuiFormHelperText: {
      styleOverrides: {
        root: ({ theme }) => ({
          "&.Mui-disabled": { color: theme.palette.text.secondary },
        }),
      },
    },
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

/**
 * A 2 px outline in the primary colour (about 6:1 against white and the page background), 2 px
 * away from the element, with the gap filled in the paper colour: on a dark or coloured surface
 * (a contained button, the assistant card) the light band keeps the ring visible.
 */
function focusRing(theme: Theme): CSSObject {
  return {
    outline: `2px solid ${theme.palette.primary.main}`,
    outlineOffset: 2,
    boxShadow: `0 0 0 2px ${theme.palette.background.paper}`,
  };
}

/**
 * The focus ring inside a dark or gradient surface (the dashboard's assistant card): white on
 * the surface, with a dark band between it and a light button.
 */
export function focusRingOnDark(theme: Theme): CSSObject {
  return {
    "& .MuiButtonBase-root.Mui-focusVisible": {
      outlineColor: theme.palette.common.white,
      boxShadow: `0 0 0 2px ${theme.palette.primary.dark}`,
    },
  };
}

/** Tabular digits, so amounts in a column line up; add to any `sx` that shows money. */
export const tabularDigits: SxProps<Theme> = {
  fontVariantNumeric: "tabular-nums",
  fontFeatureSettings: '"tnum"',
};
