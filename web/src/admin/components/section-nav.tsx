import { NavLink } from 'react-router-dom';

export interface Section {
  to: string;
  label: string;
}

/** The pages of one area (Staff: team, audit log), as links; the current one carries aria-current="page". */
export function SectionNav({ label, sections }: { label: string; sections: readonly Section[] }) {
  return (
    <nav aria-label={label} className="admin-sections">
      <ul>
        {sections.map((section) => (
          <li key={section.to}>
            <NavLink to={section.to} end className="admin-sections__link">
              {section.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
