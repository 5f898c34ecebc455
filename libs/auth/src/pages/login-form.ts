import type { LoginRequest } from '../api/login';

// Login only checks presence and size: password rules belong to registration, and
// telling them here would help guessing (DESIGN.md §4).
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const loginInitialValues: LoginRequest = { email: '', password: '', keepSession: false };

export const loginValidation = {
  email: (value: string) => {
    const v = value.trim();
    if (!v) return 'E-posta adresinizi ya da kullanıcı adınızı girin.';
    if (v.includes('@') && !emailShape.test(v)) return 'Geçerli bir e-posta adresi girin.';
    if (v.length > 254) return 'En fazla 254 karakter girebilirsiniz.';
    return null;
  },
  password: (value: string) => {
    if (!value) return 'Şifrenizi girin.';
    if (value.length > 128) return 'Şifre en fazla 128 karakter olabilir.';
    return null;
  },
};
