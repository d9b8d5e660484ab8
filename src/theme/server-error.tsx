// The 500 page: the server could not build the page; says so plainly and offers a way on.
import type { ReactNode } from 'react';

export function ServerError(): ReactNode {
  return (
    <div className="theme-not-found theme-server-error">
      <div className="theme-wrap theme-not-found__inner">
        <p className="theme-eyebrow">Error 500</p>
        <h1>This page could not be shown</h1>
        <p className="theme-not-found__text">
          Something went wrong on our side while preparing it. Please try again in a moment, or continue from the home page.
        </p>
        <ul className="theme-chips theme-chips--center">
          <li>
            <a href="/">Home page</a>
          </li>
        </ul>
      </div>
    </div>
  );
}
