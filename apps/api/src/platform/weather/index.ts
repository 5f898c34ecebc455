// The weather of a production area (producers' weather panel, a prescription's weather
// snapshot, the spray-window planner): Open-Meteo-shaped forecasts at WEATHER_API_URL, cached
// per area for an hour.
export { fetchForecast, fetchHourlyForecast, forecastUrl, hourlyForecastUrl, WeatherUnavailableError, type HourlyForecast, type WeatherClientOptions } from './weather-client';
export { hourlyWeatherOfArea, istanbulLocalTime, NoLocationReason, sprayPlanOfArea, WEATHER_CACHE_SECONDS, weatherOfArea, type AreaHourlyWeather, type AreaSprayPlan } from './weather-service';
export { sprayPlanAnswer } from './spray-plan-answer';
