import Link from "@mui/material/Link";

/** The id of the element the skip link moves focus to: the page's `main`. */
export const MAIN_CONTENT_ID = "main-content";

/**
 * "Skip to main content": the first stop of the tab order, hidden until focused, so keyboard and
 * screen-reader users can pass the top bar and the navigation on every page. Focus moves to the
 * main landmark itself (it takes focus with tabIndex -1), so the next Tab continues inside it.
 */
export function SkipLink() {
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        // The router would treat the hash as a navigation; focusing the target is all it needs.
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
      sx={(theme) => ({
        position: "fixed",
        top: theme.spacing(1),
        left: theme.spacing(1),
        zIndex: theme.zIndex.tooltip + 1,
        px: 2,
        py: 1.25,
        borderRadius: 1,
        bgcolor: "background.paper",
        color: "primary.main",
        fontWeight: 600,
        // Off screen until focused; `transform` keeps it in the accessibility tree and tab order.
        transform: "translateY(-200%)",
        "&:focus": { transform: "none", boxShadow: theme.shadows[4] },
      })}
    >
      Skip to main content
    </Link>
  );
}
