// The availability module's front door.
export { type AvailabilityRoutesOptions, vendorAvailabilityRoutes } from './routes';
export { bookDate } from './service';
