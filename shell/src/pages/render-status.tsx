import { createContext, useContext } from 'react';

/** Collects the HTTP status of a server render: a not-found page anywhere in the tree makes it 404. */
export class RenderStatus {
  code = 200;

  report(code: number): void {
    this.code = code;
  }
}

const RenderStatusContext = createContext<RenderStatus | null>(null);

export const RenderStatusProvider = RenderStatusContext.Provider;

/** Marks the page being rendered on the server as `code`; does nothing in the browser. */
export function useRenderStatus(code: number): void {
  useContext(RenderStatusContext)?.report(code);
}
