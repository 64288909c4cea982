/**
 * The API keys of the local backend: the demo keys Supabase documents for local
 * development (`supabase start` prints the same two). They are public knowledge and only
 * ever accepted by the local backend; a hosted project has its own keys.
 * The site's config module imports LOCAL_ANON_KEY as its default.
 */
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXdvyyTGnqjfCHMnbkqDxdOSSaGQfiWSOFtRPcfvDY';

export const LOCAL_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7M4tdtPpVmAa3E';
