// Standalone entry for this remote's team (its dev frame); the composed site loads its islands and
// ./styles through federation instead.
import('./standalone');
