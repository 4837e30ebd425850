import DarkroomUI

// A sign-up form: text fields with prompts, a secure field, inline validation text,
// and a prominent full-width button, as login screens in tutorials are written.

@Observable
final class SignUpViewModel {
    var email = "taylor@example"
    var password = "hunter2"
    var agreesToTerms = false

    var isEmailValid: Bool { email.contains("@") && email.contains(".") }
    var isPasswordValid: Bool { password.count >= 8 }
    var canSubmit: Bool { isEmailValid && isPasswordValid && agreesToTerms }
}

struct SignUpScreen: View {
    @State private var viewModel = SignUpViewModel()

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            VStack(alignment: .leading, spacing: 8) {
                Text("Create account")
                    .font(.largeTitle.bold())
                Text("Sign up to sync your lists across devices.")
                    .foregroundStyle(.secondary)
            }
            .padding(.bottom, 12)

            VStack(alignment: .leading, spacing: 6) {
                TextField("Email", text: $viewModel.email)
                    .textContentType(.emailAddress)
                    .keyboardType(.emailAddress)
                    .textInputAutocapitalization(.never)
                    .autocorrectionDisabled()
                    .padding()
                    .background(Color(.secondarySystemBackground))
                    .clipShape(RoundedRectangle(cornerRadius: 10))
                if !viewModel.isEmailValid {
                    Text("Enter a valid email address.")
                        .font(.caption)
                        .foregroundStyle(.red)
                }
            }

            VStack(alignment: .leading, spacing: 6) {
                SecureField("Password", text: $viewModel.password)
                    .textContentType(.newPassword)
                    .padding()
                    .background(Color(.secondarySystemBackground))
                    .clipShape(RoundedRectangle(cornerRadius: 10))
                if !viewModel.isPasswordValid {
                    Label("At least 8 characters", systemImage: "exclamationmark.circle")
                        .font(.caption)
                        .foregroundStyle(.red)
                }
            }

            Toggle("I agree to the Terms of Service", isOn: $viewModel.agreesToTerms)
                .font(.subheadline)

            Button {
                // sign up
            } label: {
                Text("Sign Up")
                    .font(.headline)
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            .disabled(!viewModel.canSubmit)

            HStack {
                Text("Already have an account?")
                    .foregroundStyle(.secondary)
                Button("Log In") {}
            }
            .font(.footnote)
            .frame(maxWidth: .infinity)

            Spacer()
        }
        .padding(24)
    }
}

#Preview {
    SignUpScreen()
}
