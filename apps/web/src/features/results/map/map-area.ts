/** One area on the map and in its table: its link and its figure in words. */
export interface MapArea {
  code: string;
  name: string;
  href: string;
  value: number | null;
  valueText: string;
}
