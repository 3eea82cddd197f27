// The demo module's front door: the seed (npm run seed, the scale demo and bench) and what the
// search benchmark draws its queries from.
export { CITIES } from './places';
export { random } from './random';
export { removeDemo, seedDemo } from './seed';
