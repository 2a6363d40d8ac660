/** Public entry of the server's more-menu items (side menu and the 'Meer' screen). */
export { useMenuMore, type MenuItem } from './menu-more-query.ts';
