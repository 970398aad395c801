import { memo } from 'react';
import { KeptUntilNear } from '@toolverse/contracts';
import { loadRemoteModule } from './load-remote';
import { RemoteRegion, type RemoteRegionProps } from './remote-region';

interface DeferredRegionProps<T> extends RemoteRegionProps<T> {
  /** The id of the element that wraps the region; found in the page while hydrating, it is prerendered. */
  id: string;
  /** How far ahead of the viewport it loads: LOAD_AHEAD (contracts) unless its HTML works without it. */
  ahead?: string;
}

/**
 * A remote's widget that costs the first load nothing. A prerendered page keeps the widget's HTML
 * (it reads, but its buttons wait) until it nears the viewport; then its remote loads and the
 * widget is rendered afresh in place, or its fallback with Retry if the remote failed. On a page
 * rendered in the browser it is an ordinary RemoteRegion.
 */
function DeferredPart<T>({ id, ahead, ...region }: DeferredRegionProps<T>) {
  const { remote, module } = region;
  return (
    <KeptUntilNear id={id} ahead={ahead} load={() => loadRemoteModule(remote, module)}>
      {() => <RemoteRegion<T> {...region} />}
    </KeptUntilNear>
  );
}

/**
 * Not re-rendered by its parent: a kept boundary that receives new props (every parent render
 * passes a new children function) would be client-rendered, dropping the server's HTML early.
 */
export const DeferredRemoteRegion = memo(
  DeferredPart,
  (previous, next) => previous.id === next.id && previous.remote === next.remote && previous.module === next.module,
) as typeof DeferredPart;
