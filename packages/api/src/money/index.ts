/** Money for browser and server alike: INR in whole paise, GST, financial years. Pure TS, no deps. */
export * from './financial-year';
export * from './gst';
export * from './inr';
