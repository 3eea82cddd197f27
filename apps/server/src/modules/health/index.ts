// The health module's front door.
export { type HealthRoutesOptions, healthRoutes } from './routes';
