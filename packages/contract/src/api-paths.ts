/** API paths used by the shell, relative to the gateway (`${BASE_PATH}api/`). */
export const ApiPath = {
  token: 'token',
  health: 'health',
  profile: 'admin/Profile',
  changePassword: 'admin/Password/ChangePassword',
  reload: 'identity/account/Reload',
  isSetupFully: 'network/CompanyProfiles/IsSetupFully',
  companyDetail: 'network/CompanyProfiles/GetDetail',
  walletBalance: 'payment/Wallet/WalletBalance',
  customerInfo: 'customer/customers/GetByUserId',
  pageView: 'analytics/PageView',
} as const;
