/**
 * Styles that hide text from the eye but not from screen readers. Lengths are strings: in `sx`
 * a bare 1 means 100 % and -1 one spacing unit.
 */
export const visuallyHidden = {
  position: "absolute",
  width: "1px",
  height: "1px",
  margin: "-1px",
  padding: 0,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
} as const;
