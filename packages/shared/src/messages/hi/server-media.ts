// server-media: moved from the code that says them (issue 32).
export const weAreCheckingManyUploads =
  'हम अभी बहुत सारे अपलोड जाँच रहे हैं। कृपया एक मिनट बाद फिर से कोशिश करें।';
