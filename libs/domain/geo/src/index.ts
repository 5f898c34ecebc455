// Geometry of production areas, the same on the map and in the API.
export { centroidOf, decaresOf, hectaresOf, squareMetresOf } from './area';
