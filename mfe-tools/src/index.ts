// Standalone entry for this remote's team; the composed site loads ./routes through federation instead.
import('./standalone');
