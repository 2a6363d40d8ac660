import { Link } from 'react-router';
import type { MapArea } from './map-area.ts';

interface MapTableProps {
  areas: MapArea[];
  caption: string;
  valueHeading: string;
}

/** The map as a table: every area reachable as a link, with its figure in words. */
export function MapTable({ areas, caption, valueHeading }: MapTableProps) {
  return (
    <details className="map-table">
      <summary>{caption} als tabel</summary>
      <table>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Gebied</th>
            <th scope="col">{valueHeading}</th>
          </tr>
        </thead>
        <tbody>
          {areas.map((area) => (
            <tr key={area.code}>
              <th scope="row">
                <Link to={area.href}>{area.name}</Link>
              </th>
              <td>{area.valueText}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
