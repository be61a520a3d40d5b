// 「ログアウトしました。」 on the top page after a logout from マイページ (issue 11): set on the
// way out, shown once by the top page, so the resident knows the logout worked.
import { createStore } from '../../../stores/create-store';

export const logoutNoticeStore = createStore(false);
