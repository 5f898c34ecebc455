// The weather of a production area (producers' weather panel, a prescription's weather
// snapshot): Open-Meteo-shaped forecasts at WEATHER_API_URL, cached per area for an hour.
export { fetchForecast, forecastUrl, WeatherUnavailableError, type WeatherClientOptions } from './weather-client';
export { NoLocationReason, WEATHER_CACHE_SECONDS, weatherOfArea } from './weather-service';
