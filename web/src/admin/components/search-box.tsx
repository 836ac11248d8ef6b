import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';

export const SEARCH_MAX = 100;

/** One search box whose text goes into the address (`?q=…`), back to the first page. */
export function SearchBox({ q, label }: { q: string; label: string }) {
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState(q);

  const search = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    void navigate(trimmed ? `?${new URLSearchParams({ q: trimmed })}` : '?');
  };

  return (
    <form role="search" aria-label={label} className="admin-filter" onSubmit={search}>
      <div className="form__field">
        <label htmlFor={id}>{label}</label>
        <div className="form__control">
          <input
            id={id}
            type="search"
            value={text}
            maxLength={SEARCH_MAX}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
      </div>
      <button type="submit" className="button">
        Search
      </button>
    </form>
  );
}
