// The catalogue module's front door.
export { catalogueRoutes } from './routes';
