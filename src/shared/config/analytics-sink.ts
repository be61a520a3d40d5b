// The development analytics sink (issue 24, point 7): with ANALYTICS_DEV_SINK=on, outside
// production, the server names the sink in a meta element of the page, and the SPA built without
// a measurement id posts its analytics events there instead of dropping them.
export const analyticsSinkPath = '/dev-analytics/events';
export const analyticsSinkMetaName = 'utsuru-analytics-sink';
