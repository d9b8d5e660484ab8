// An island for tests with a text field, focus and key handlers and a form, to check that what a
// visitor does before hydration reaches React afterwards (the shipped stay planner has buttons only).
import { useState, type ReactNode } from 'react';

export function Notes({ label }: { label: string }): ReactNode {
  const [text, setText] = useState('');
  const [isFocused, setFocused] = useState(false);
  const [keys, setKeys] = useState<string[]>([]);
  const [sent, setSent] = useState(0);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        setSent((n) => n + 1);
      }}
    >
      <label>
        {label}
        <input
          value={text}
          onChange={(e) => setText(e.target.value)}
          onFocus={() => setFocused(true)}
          onKeyDown={(e) => setKeys((k) => [...k, e.key])}
        />
      </label>
      <p data-echo="">{`${text} (${text.length})`}</p>
      <p data-focused="">{isFocused ? 'focused' : 'not focused'}</p>
      <p data-keys="">{keys.join(' ')}</p>
      <p data-sent="">{`sent ${sent}`}</p>
      <button type="submit">Send</button>
    </form>
  );
}
