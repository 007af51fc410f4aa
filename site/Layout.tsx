/** The site's layouts live in ./layout; App.tsx mounts them from here. */
export { Layout, ServiceLayout } from './layout/Layout';
