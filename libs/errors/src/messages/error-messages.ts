import type { MessageLocale } from './message-locale.js';

export type LocalizedText = Readonly<Record<MessageLocale, string>>;

/**
 * What every error code says to a person, in each of the product's languages. The key is the
 * error's stable `code`; `{name}` placeholders take the error's `params`. A key `code#field`
 * words that code's field error (`errors.field`). The English text is the one the code was
 * written with, so a caller that asks for no language reads the same words as before.
 * The two codes whose message is a token the SPA translates itself (spec §5: INVALID_FILE_TYPE,
 * INVALID_FILE_SIZE) keep their token as message and are worded here only for their field.
 */
export const ERROR_MESSAGES = {
  // Generic and framework answers.
  internal: {
    en: 'Server error.',
    'pt-BR': 'Erro no servidor.',
    es: 'Error del servidor.',
  },
  'validation.failed': {
    en: 'The given data was invalid.',
    'pt-BR': 'Os dados informados são inválidos.',
    es: 'Los datos proporcionados no son válidos.',
  },
  // Field errors of request validation, worded without the field's name (forms show them under it).
  'validation.required': {
    en: 'This field is required.',
    'pt-BR': 'Preencha este campo.',
    es: 'Complete este campo.',
  },
  'validation.invalid': { en: 'This value is invalid.', 'pt-BR': 'Valor inválido.', es: 'Valor no válido.' },
  'validation.email': {
    en: 'Enter a valid e-mail address.',
    'pt-BR': 'Informe um e-mail válido.',
    es: 'Indique un correo electrónico válido.',
  },
  'validation.format': {
    en: 'The format is invalid.',
    'pt-BR': 'Formato inválido.',
    es: 'Formato no válido.',
  },
  'validation.unknown_field': {
    en: 'This field is not accepted.',
    'pt-BR': 'Este campo não é aceito.',
    es: 'Este campo no se admite.',
  },
  'validation.too_big.string': {
    en: 'Use at most {limit} characters.',
    'pt-BR': 'Use no máximo {limit} caracteres.',
    es: 'Use como máximo {limit} caracteres.',
  },
  'validation.too_big.array': {
    en: 'Give at most {limit} items.',
    'pt-BR': 'Informe no máximo {limit} itens.',
    es: 'Indique como máximo {limit} elementos.',
  },
  'validation.too_big.number': {
    en: 'The largest value allowed is {limit}.',
    'pt-BR': 'O maior valor permitido é {limit}.',
    es: 'El mayor valor permitido es {limit}.',
  },
  'validation.too_small.string': {
    en: 'Use at least {limit} characters.',
    'pt-BR': 'Use pelo menos {limit} caracteres.',
    es: 'Use al menos {limit} caracteres.',
  },
  'validation.too_small.array': {
    en: 'Give at least {limit} items.',
    'pt-BR': 'Informe pelo menos {limit} itens.',
    es: 'Indique al menos {limit} elementos.',
  },
  'validation.too_small.number': {
    en: 'The smallest value allowed is {limit}.',
    'pt-BR': 'O menor valor permitido é {limit}.',
    es: 'El menor valor permitido es {limit}.',
  },
  'http.400': { en: 'Bad request.', 'pt-BR': 'Requisição inválida.', es: 'Solicitud no válida.' },
  'http.401': { en: 'Unauthenticated.', 'pt-BR': 'Não autenticado.', es: 'No autenticado.' },
  'http.403': {
    en: 'This action is unauthorized.',
    'pt-BR': 'Esta ação não é permitida.',
    es: 'Esta acción no está autorizada.',
  },
  'http.404': { en: 'Not found.', 'pt-BR': 'Não encontrado.', es: 'No encontrado.' },
  'http.405': { en: 'Method not allowed.', 'pt-BR': 'Método não permitido.', es: 'Método no permitido.' },
  'http.413': {
    en: 'The request is too large.',
    'pt-BR': 'A requisição é grande demais.',
    es: 'La solicitud es demasiado grande.',
  },
  'http.415': {
    en: 'Unsupported media type.',
    'pt-BR': 'Tipo de conteúdo não suportado.',
    es: 'Tipo de contenido no admitido.',
  },
  'http.429': {
    en: 'Too many requests.',
    'pt-BR': 'Muitas requisições. Aguarde um pouco.',
    es: 'Demasiadas solicitudes. Espere un momento.',
  },
  'http.431': {
    en: 'The request headers are too large.',
    'pt-BR': 'Os cabeçalhos da requisição são grandes demais.',
    es: 'Los encabezados de la solicitud son demasiado grandes.',
  },
  'http.method_not_allowed': { en: 'Not found.', 'pt-BR': 'Não encontrado.', es: 'No encontrado.' },
  'route.not_found': { en: 'Not found.', 'pt-BR': 'Não encontrado.', es: 'No encontrado.' },
  'route.malformed_path': { en: 'Bad request.', 'pt-BR': 'Requisição inválida.', es: 'Solicitud no válida.' },
  'rate_limit.exceeded': {
    en: 'Too many requests.',
    'pt-BR': 'Muitas requisições. Aguarde um pouco.',
    es: 'Demasiadas solicitudes. Espere un momento.',
  },
  'request.unreadable_form': {
    en: 'The multipart form could not be read.',
    'pt-BR': 'Não foi possível ler o formulário enviado.',
    es: 'No se pudo leer el formulario enviado.',
  },
  'rpc.unavailable': {
    en: 'A service is unavailable; try again in a moment.',
    'pt-BR': 'Um serviço está indisponível; tente novamente em instantes.',
    es: 'Un servicio no está disponible; inténtelo de nuevo en un momento.',
  },
  'rpc.system': {
    en: 'A service is unavailable; try again in a moment.',
    'pt-BR': 'Um serviço está indisponível; tente novamente em instantes.',
    es: 'Un servicio no está disponible; inténtelo de nuevo en un momento.',
  },
  'job.dead_letter_not_found': {
    en: 'No dead letter "{job_id}" on queue "{queue}".',
    'pt-BR': 'Nenhuma mensagem morta "{job_id}" na fila "{queue}".',
    es: 'No hay ninguna carta muerta "{job_id}" en la cola "{queue}".',
  },

  // Who is calling (gateway and services).
  'auth.unauthenticated': { en: 'Unauthenticated.', 'pt-BR': 'Não autenticado.', es: 'No autenticado.' },
  'auth.not_a_member': {
    en: 'You do not belong to this organization.',
    'pt-BR': 'Você não pertence a esta organização.',
    es: 'No pertenece a esta organización.',
  },
  'auth.email_not_verified': {
    en: 'Your email address is not verified',
    'pt-BR': 'Seu endereço de e-mail não foi verificado',
    es: 'Su dirección de correo electrónico no está verificada',
  },
  'auth.registration_incomplete': {
    en: 'You must complete your registration',
    'pt-BR': 'Você precisa concluir seu cadastro',
    es: 'Debe completar su registro',
  },
  'auth.owner_only': {
    en: 'Only the owner, signed in, can delete an organization.',
    'pt-BR': 'Somente o proprietário, conectado, pode excluir uma organização.',
    es: 'Solo el propietario, con sesión iniciada, puede eliminar una organización.',
  },
  'auth.insufficient_scope': {
    en: 'This application was not granted the {scope} scope.',
    'pt-BR': 'Este aplicativo não recebeu a permissão {scope}.',
    es: 'Esta aplicación no recibió el permiso {scope}.',
  },
  'auth.invalid_csrf_token': {
    en: 'Invalid CSRF token.',
    'pt-BR': 'Token de segurança do formulário inválido.',
    es: 'Token de seguridad del formulario no válido.',
  },
  'auth.invalid_sign_in': {
    en: 'The sign-in attempt is invalid or has expired. Please sign in again.',
    'pt-BR': 'A tentativa de entrada é inválida ou expirou. Entre novamente.',
    es: 'El intento de inicio de sesión no es válido o ha caducado. Inicie sesión de nuevo.',
  },
  'request.unsafe_text': {
    en: 'The given data was invalid.',
    'pt-BR': 'Os dados informados são inválidos.',
    es: 'Los datos proporcionados no son válidos.',
  },
  'request.unsafe_text#*': {
    en: 'The value contains characters that are not allowed.',
    'pt-BR': 'O valor contém caracteres não permitidos.',
    es: 'El valor contiene caracteres no permitidos.',
  },
  'principal.unauthenticated': { en: 'Unauthenticated.', 'pt-BR': 'Não autenticado.', es: 'No autenticado.' },
  'principal.organization_required': {
    en: 'The X-Organization header is required.',
    'pt-BR': 'Escolha uma organização para continuar.',
    es: 'Elija una organización para continuar.',
  },
  'principal.not_a_member': {
    en: 'You do not belong to this organization.',
    'pt-BR': 'Você não pertence a esta organização.',
    es: 'No pertenece a esta organización.',
  },
  'principal.permission_denied': {
    en: 'This action is unauthorized.',
    'pt-BR': 'Esta ação não é permitida.',
    es: 'Esta acción no está autorizada.',
  },
  'principal.owner_required': {
    en: 'Only an owner of the organization can do this.',
    'pt-BR': 'Somente um proprietário da organização pode fazer isso.',
    es: 'Solo un propietario de la organización puede hacerlo.',
  },
  'principal.personal_workspace': {
    en: 'This is not available in a personal workspace.',
    'pt-BR': 'Isto não está disponível em um espaço pessoal.',
    es: 'Esto no está disponible en un espacio personal.',
  },
  'principal.unknown_user': {
    en: 'Unknown user.',
    'pt-BR': 'Usuário desconhecido.',
    es: 'Usuario desconocido.',
  },

  // Identity.
  'account.user_not_found': {
    en: 'User not found.',
    'pt-BR': 'Usuário não encontrado.',
    es: 'Usuario no encontrado.',
  },
  'account.current_password_incorrect': {
    en: 'The given data was invalid.',
    'pt-BR': 'Os dados informados são inválidos.',
    es: 'Los datos proporcionados no son válidos.',
  },
  'account.current_password_incorrect#current_password': {
    en: 'The current password is incorrect.',
    'pt-BR': 'A senha atual está incorreta.',
    es: 'La contraseña actual es incorrecta.',
  },
  'account.email_already_verified': {
    en: 'Your email address is already verified.',
    'pt-BR': 'Seu endereço de e-mail já foi verificado.',
    es: 'Su dirección de correo electrónico ya está verificada.',
  },
  'account.verification_resent_too_soon': {
    en: 'Please wait {seconds} seconds before asking for another verification email.',
    'pt-BR': 'Aguarde {seconds} segundos antes de pedir outro e-mail de verificação.',
    es: 'Espere {seconds} segundos antes de pedir otro correo de verificación.',
  },
  'account.too_many_attempts': {
    en: 'Too many attempts. Please wait {seconds} seconds and try again.',
    'pt-BR': 'Muitas tentativas. Aguarde {seconds} segundos e tente novamente.',
    es: 'Demasiados intentos. Espere {seconds} segundos e inténtelo de nuevo.',
  },
  // Field errors of the new-password rule.
  'password.too_short': {
    en: 'The password must be at least {min} characters.',
    'pt-BR': 'A senha deve ter pelo menos {min} caracteres.',
    es: 'La contraseña debe tener al menos {min} caracteres.',
  },
  'password.lowercase': {
    en: 'The password must contain at least one lowercase letter.',
    'pt-BR': 'A senha deve ter pelo menos uma letra minúscula.',
    es: 'La contraseña debe tener al menos una letra minúscula.',
  },
  'password.uppercase': {
    en: 'The password must contain at least one uppercase letter.',
    'pt-BR': 'A senha deve ter pelo menos uma letra maiúscula.',
    es: 'La contraseña debe tener al menos una letra mayúscula.',
  },
  'password.digit': {
    en: 'The password must contain at least one number.',
    'pt-BR': 'A senha deve ter pelo menos um número.',
    es: 'La contraseña debe tener al menos un número.',
  },
  'password.common': {
    en: 'This password is too common or easy to guess: choose another.',
    'pt-BR': 'Esta senha é muito comum ou fácil de adivinhar: escolha outra.',
    es: 'Esta contraseña es demasiado común o fácil de adivinar: elija otra.',
  },
  'user.not_found': {
    en: 'User not found.',
    'pt-BR': 'Usuário não encontrado.',
    es: 'Usuario no encontrado.',
  },
  'user.owner_not_removable': {
    en: 'The organization owner cannot be removed from the organization.',
    'pt-BR': 'O proprietário não pode ser removido da organização.',
    es: 'El propietario no puede ser eliminado de la organización.',
  },
  'user.self_not_removable': {
    en: 'You cannot remove yourself from the organization.',
    'pt-BR': 'Você não pode remover a si mesmo da organização.',
    es: 'No puede eliminarse a sí mismo de la organización.',
  },
  'user.last_owner': {
    en: 'The organization must keep at least one owner.',
    'pt-BR': 'A organização precisa manter pelo menos um proprietário.',
    es: 'La organización debe conservar al menos un propietario.',
  },
  'user.avatar_not_found': {
    en: 'This user has no avatar.',
    'pt-BR': 'Este usuário não tem foto.',
    es: 'Este usuario no tiene foto.',
  },
  'profile.avatar_not_found': {
    en: 'The user has no avatar.',
    'pt-BR': 'O usuário não tem foto.',
    es: 'El usuario no tiene foto.',
  },
  'team.not_found': { en: 'Team not found.', 'pt-BR': 'Equipe não encontrada.', es: 'Equipo no encontrado.' },
  'team.members_limit': {
    en: 'Your plan allows at most {limit} people in a team.',
    'pt-BR': 'Seu plano permite no máximo {limit} pessoas em uma equipe.',
    es: 'Su plan permite como máximo {limit} personas en un equipo.',
  },
  'team.user_not_found': {
    en: 'This user is not in this team.',
    'pt-BR': 'Este usuário não está nesta equipe.',
    es: 'Este usuario no está en este equipo.',
  },
  'developer_app.not_found': {
    en: 'Application not found.',
    'pt-BR': 'Aplicação não encontrada.',
    es: 'Aplicación no encontrada.',
  },
  'developer_app.not_confidential': {
    en: 'Only confidential applications have a secret to recreate.',
    'pt-BR': 'Somente aplicações confidenciais têm um segredo para recriar.',
    es: 'Solo las aplicaciones confidenciales tienen un secreto que regenerar.',
  },
  'developer_app.already_published': {
    en: 'The application is already in production.',
    'pt-BR': 'A aplicação já está em produção.',
    es: 'La aplicación ya está en producción.',
  },
  'contact.not_found': {
    en: 'Contact not found.',
    'pt-BR': 'Contato não encontrado.',
    es: 'Contacto no encontrado.',
  },
  'organization.not_found': {
    en: 'Organization not found.',
    'pt-BR': 'Organização não encontrada.',
    es: 'Organización no encontrada.',
  },
  'organization.owner_required': {
    en: 'Only an owner of the organization can do this.',
    'pt-BR': 'Somente um proprietário da organização pode fazer isso.',
    es: 'Solo un propietario de la organización puede hacerlo.',
  },
  'organization.permission_denied': {
    en: 'This action is unauthorized.',
    'pt-BR': 'Esta ação não é permitida.',
    es: 'Esta acción no está autorizada.',
  },
  'organization.personal_workspace': {
    en: 'This is not available in a personal workspace.',
    'pt-BR': 'Isto não está disponível em um espaço pessoal.',
    es: 'Esto no está disponible en un espacio personal.',
  },
  'organization.personal_not_deletable': {
    en: 'Your personal workspace cannot be deleted.',
    'pt-BR': 'Seu espaço pessoal não pode ser excluído.',
    es: 'Su espacio personal no se puede eliminar.',
  },
  'organization.logo_not_found': {
    en: 'This organization has no logo.',
    'pt-BR': 'Esta organização não tem logotipo.',
    es: 'Esta organización no tiene logotipo.',
  },
  'role.default_role': {
    en: 'Users leave the default role by getting another role.',
    'pt-BR': 'Um usuário sai da função padrão ao receber outra função.',
    es: 'Un usuario deja el rol predeterminado al recibir otro rol.',
  },
  'role.not_found': { en: 'Role not found.', 'pt-BR': 'Função não encontrada.', es: 'Rol no encontrado.' },
  'role.user_not_found': {
    en: 'This user does not have this role.',
    'pt-BR': 'Este usuário não tem esta função.',
    es: 'Este usuario no tiene este rol.',
  },
  'role.protected': {
    en: 'This function cannot be removed',
    'pt-BR': 'Esta função não pode ser removida',
    es: 'Este rol no se puede eliminar',
  },
  'invitation.mail_unavailable': {
    en: 'The invitation e-mail could not be queued.',
    'pt-BR': 'Não foi possível enviar o e-mail de convite.',
    es: 'No se pudo enviar el correo de invitación.',
  },
  'invitation.role_invalid': {
    en: 'The selected role is invalid.',
    'pt-BR': 'A função escolhida é inválida.',
    es: 'El rol elegido no es válido.',
  },
  'invitation.teams_invalid': {
    en: 'The selected teams are invalid.',
    'pt-BR': 'As equipes escolhidas são inválidas.',
    es: 'Los equipos elegidos no son válidos.',
  },
  'invitation.users_limit': {
    en: 'The user limit for your plan has been reached.',
    'pt-BR': 'O limite de usuários do seu plano foi atingido.',
    es: 'Se alcanzó el límite de usuarios de su plan.',
  },
  'invitation.users_limit#emails': {
    en: 'The user limit for your plan has been reached: {used} of {limit} users and pending invitations, {asked} more asked.',
    'pt-BR':
      'O limite de usuários do seu plano foi atingido: {used} de {limit} usuários e convites pendentes, mais {asked} pedidos.',
    es: 'Se alcanzó el límite de usuarios de su plan: {used} de {limit} usuarios e invitaciones pendientes, {asked} más pedidos.',
  },
  'invitation.too_many_emails': {
    en: 'At most {max} e-mail addresses can be invited at once.',
    'pt-BR': 'É possível convidar no máximo {max} e-mails de uma vez.',
    es: 'Se pueden invitar como máximo {max} correos a la vez.',
  },
  'invitation.file_required': {
    en: 'The file field is required.',
    'pt-BR': 'Escolha um arquivo.',
    es: 'Elija un archivo.',
  },
  'invitation.file_type': {
    en: 'The file must be a file of type: {types}.',
    'pt-BR': 'O arquivo deve ser do tipo: {types}.',
    es: 'El archivo debe ser del tipo: {types}.',
  },
  'invitation.file_unreadable': {
    en: 'The file could not be read.',
    'pt-BR': 'Não foi possível ler o arquivo.',
    es: 'No se pudo leer el archivo.',
  },
  'invitation.file_empty': {
    en: 'The file has no e-mail addresses in its first column.',
    'pt-BR': 'O arquivo não tem e-mails na primeira coluna.',
    es: 'El archivo no tiene correos en la primera columna.',
  },
  'contact.email_taken': {
    en: 'The email has already been taken.',
    'pt-BR': 'Este e-mail já está em uso.',
    es: 'Este correo ya está en uso.',
  },
  'role.name_taken': {
    en: 'The name has already been taken.',
    'pt-BR': 'Este nome já está em uso.',
    es: 'Este nombre ya está en uso.',
  },
  'role.name_not_editable': {
    en: 'The name cannot be changed.',
    'pt-BR': 'O nome não pode ser alterado.',
    es: 'El nombre no se puede cambiar.',
  },
  'organization.wrong_password': {
    en: 'The password is incorrect.',
    'pt-BR': 'A senha está incorreta.',
    es: 'La contraseña es incorrecta.',
  },
  'organization.logo_required': {
    en: 'The logo field is required.',
    'pt-BR': 'Envie o logotipo.',
    es: 'Envíe el logotipo.',
  },
  'organization.logo_type': {
    en: 'The logo must be a file of type: jpg, jpeg, png.',
    'pt-BR': 'O logotipo deve ser JPG ou PNG.',
    es: 'El logotipo debe ser JPG o PNG.',
  },
  'organization.logo_too_large': {
    en: 'The logo may not be greater than {max_kb} kilobytes.',
    'pt-BR': 'O logotipo não pode ser maior que {max_kb} KB.',
    es: 'El logotipo no puede superar {max_kb} KB.',
  },
  'membership.user_invalid': {
    en: 'The selected users.{index} is invalid.',
    'pt-BR': 'O usuário escolhido ({index}) não faz parte da organização.',
    es: 'El usuario elegido ({index}) no forma parte de la organización.',
  },
  'membership.role_invalid': {
    en: 'The selected role is invalid.',
    'pt-BR': 'A função escolhida é inválida.',
    es: 'El rol elegido no es válido.',
  },
  'invitation.not_found': {
    en: 'Invitation not found.',
    'pt-BR': 'Convite não encontrado.',
    es: 'Invitación no encontrada.',
  },
  'invitation.another_person': {
    en: 'This invitation belongs to another person',
    'pt-BR': 'Este convite pertence a outra pessoa',
    es: 'Esta invitación pertenece a otra persona',
  },

  // Billing.
  'plan.not_found': {
    en: 'Plan not found.',
    'pt-BR': 'Plano não encontrado.',
    es: 'Plan no encontrado.',
  },
  'plan.not_purchasable': {
    en: 'This plan cannot be bought online: talk to a consultant.',
    'pt-BR': 'Este plano não pode ser contratado on-line: fale com um consultor.',
    es: 'Este plan no se puede contratar en línea: hable con un asesor.',
  },
  'subscription.not_found': {
    en: 'Subscription not found.',
    'pt-BR': 'Assinatura não encontrada.',
    es: 'Suscripción no encontrada.',
  },
  'subscription.payment_in_progress': {
    en: 'You already have a payment in progress',
    'pt-BR': 'Você já possui um pagamento em andamento',
    es: 'Ya tiene un pago en curso',
  },
  'subscription.not_active': {
    en: 'The subscription is not active: subscribe or reactivate it first.',
    'pt-BR': 'A assinatura não está ativa: assine ou reative primeiro.',
    es: 'La suscripción no está activa: suscríbase o reactívela primero.',
  },
  'subscription.same_plan': {
    en: 'The organization is already on this plan.',
    'pt-BR': 'A organização já está neste plano.',
    es: 'La organización ya tiene este plan.',
  },
  'subscription.not_cancellable': {
    en: 'There is no paid plan to cancel.',
    'pt-BR': 'Não há plano pago para cancelar.',
    es: 'No hay un plan de pago para cancelar.',
  },
  'subscription.not_reactivatable': {
    en: 'Only a cancelled paid plan can be reactivated.',
    'pt-BR': 'Só um plano pago cancelado pode ser reativado.',
    es: 'Solo se puede reactivar un plan de pago cancelado.',
  },
  'invoice.not_found': {
    en: 'Invoice not found.',
    'pt-BR': 'Fatura não encontrada.',
    es: 'Factura no encontrada.',
  },
  'invoice.none_pending': {
    en: 'There is no pending invoice.',
    'pt-BR': 'Não há fatura pendente.',
    es: 'No hay ninguna factura pendiente.',
  },
  'card.not_found': {
    en: 'No card is registered.',
    'pt-BR': 'Nenhum cartão cadastrado.',
    es: 'No hay ninguna tarjeta registrada.',
  },
  'card.invalid_token': {
    en: 'The card token is not valid: type the card again.',
    'pt-BR': 'Os dados do cartão não são válidos: digite o cartão novamente.',
    es: 'Los datos de la tarjeta no son válidos: escriba la tarjeta de nuevo.',
  },
  'card.refused': {
    en: 'The card was refused by the payment provider.',
    'pt-BR': 'O cartão foi recusado pelo meio de pagamento.',
    es: 'El medio de pago rechazó la tarjeta.',
  },
  'payment.invalid_signature': {
    en: 'The webhook signature is not valid.',
    'pt-BR': 'A assinatura do webhook não é válida.',
    es: 'La firma del webhook no es válida.',
  },
  'payment.unknown_provider': {
    en: 'No such payment provider.',
    'pt-BR': 'Meio de pagamento desconhecido.',
    es: 'Medio de pago desconocido.',
  },
  'payment.provider_unavailable': {
    en: 'The payment provider could not be reached; try again.',
    'pt-BR': 'Não foi possível falar com o meio de pagamento; tente novamente.',
    es: 'No se pudo contactar con el medio de pago; inténtelo de nuevo.',
  },
  'billing.no_credits': {
    en: 'no credits available',
    'pt-BR': 'sem créditos disponíveis',
    es: 'no hay créditos disponibles',
  },
  'envelope.no_credits': {
    en: 'no credits available',
    'pt-BR': 'sem créditos disponíveis',
    es: 'no hay créditos disponibles',
  },
  'envelope.plan_cycle_limit': {
    en: 'The sending limit of your plan for this cycle has been reached: wait for the renewal or upgrade your plan.',
    'pt-BR':
      'O limite de envios do seu plano neste ciclo foi atingido: aguarde a renovação ou faça upgrade do plano.',
    es: 'Se alcanzó el límite de envíos de su plan en este ciclo: espere la renovación o mejore su plan.',
  },

  // Storage.
  'storage_item.not_found': {
    en: 'Item not found.',
    'pt-BR': 'Pasta/Arquivo não encontrado.',
    es: 'Carpeta/Archivo no encontrado.',
  },

  'storage_item.invalid_parent': {
    en: 'The selected parent is invalid.',
    'pt-BR': 'A pasta escolhida é inválida.',
    es: 'La carpeta elegida no es válida.',
  },
  'storage_item.too_deep': {
    en: 'Folder creation not allowed at depth 5 or more',
    'pt-BR': 'Não é possível criar pastas a partir do 5º nível',
    es: 'No se pueden crear carpetas desde el 5.º nivel',
  },
  'storage_item.too_deep#parent': {
    en: 'Folder creation not allowed at depth 5 or more',
    'pt-BR': 'Não é possível criar pastas a partir do 5º nível',
    es: 'No se pueden crear carpetas desde el 5.º nivel',
  },
  'storage_item.moved_too_deep': {
    en: 'A folder may not end up at depth 5 or more.',
    'pt-BR': 'Uma pasta não pode ficar no 5º nível ou abaixo.',
    es: 'Una carpeta no puede quedar en el 5.º nivel o más abajo.',
  },
  'storage_item.moved_too_deep#parent': {
    en: 'A folder may not end up at depth 5 or more.',
    'pt-BR': 'Uma pasta não pode ficar no 5º nível ou abaixo.',
    es: 'Una carpeta no puede quedar en el 5.º nivel o más abajo.',
  },
  'storage_item.into_itself': {
    en: 'A folder cannot be moved into itself or one of its folders.',
    'pt-BR': 'Uma pasta não pode ser movida para dentro dela mesma ou de uma de suas pastas.',
    es: 'Una carpeta no se puede mover dentro de sí misma ni de una de sus carpetas.',
  },
  'storage_item.file_required': {
    en: 'The file field is required.',
    'pt-BR': 'Escolha um arquivo.',
    es: 'Elija un archivo.',
  },
  'storage_item.not_pdf': {
    en: 'The file must be a file of type: pdf.',
    'pt-BR': 'O arquivo deve ser um PDF.',
    es: 'El archivo debe ser un PDF.',
  },
  'storage_item.too_large': {
    en: 'The file may not be greater than {max_mb} MB.',
    'pt-BR': 'O arquivo não pode ser maior que {max_mb} MB.',
    es: 'El archivo no puede superar {max_mb} MB.',
  },
  'storage_item.quota_exceeded': {
    en: 'The storage limit of your plan has been reached.',
    'pt-BR': 'O limite de armazenamento do seu plano foi atingido.',
    es: 'Se alcanzó el límite de almacenamiento de su plan.',
  },
  'storage_item.quota_exceeded#file': {
    en: 'The storage limit of your plan has been reached.',
    'pt-BR': 'O limite de armazenamento do seu plano foi atingido.',
    es: 'Se alcanzó el límite de almacenamiento de su plan.',
  },
  'storage_item.only_folders_published': {
    en: 'Only folders can be published.',
    'pt-BR': 'Somente pastas podem ser publicadas.',
    es: 'Solo se pueden publicar carpetas.',
  },
  'storage_item.only_folders_published#item_id': {
    en: 'Only folders can be published.',
    'pt-BR': 'Somente pastas podem ser publicadas.',
    es: 'Solo se pueden publicar carpetas.',
  },
  'storage_item.not_a_file': {
    en: 'Folders cannot be downloaded.',
    'pt-BR': 'Pastas não podem ser baixadas.',
    es: 'Las carpetas no se pueden descargar.',
  },
  'storage_item.not_a_file#item_id': {
    en: 'The item is a folder, not a file.',
    'pt-BR': 'O item é uma pasta, não um arquivo.',
    es: 'El elemento es una carpeta, no un archivo.',
  },
  'storage_item.share_forbidden': {
    en: 'Only the item’s creator or the organization’s owner can share or publish it.',
    'pt-BR': 'Somente quem criou o item ou o dono da organização pode compartilhá-lo ou publicá-lo.',
    es: 'Solo quien creó el elemento o el propietario de la organización puede compartirlo o publicarlo.',
  },
  'storage_item.edit_forbidden': {
    en: 'The item is shared with you to read only.',
    'pt-BR': 'O item foi compartilhado com você somente para leitura.',
    es: 'El elemento se compartió contigo solo para lectura.',
  },
  'storage_item.share_not_member': {
    en: 'The user is not a member of the organization.',
    'pt-BR': 'O usuário não é membro da organização.',
    es: 'El usuario no es miembro de la organización.',
  },

  // Envelopes.
  'envelope.not_found': {
    en: 'Envelope not found.',
    'pt-BR': 'Envelope não encontrado.',
    es: 'Sobre no encontrado.',
  },
  'envelope.read_only': {
    en: 'The envelope can no longer be changed: it is not a draft or a template.',
    'pt-BR': 'O envelope não pode mais ser alterado: não é um rascunho nem um modelo.',
    es: 'El sobre ya no se puede modificar: no es un borrador ni una plantilla.',
  },
  'envelope.not_deletable': {
    en: 'Only drafts and templates can be deleted.',
    'pt-BR': 'Somente rascunhos e modelos podem ser excluídos.',
    es: 'Solo se pueden eliminar borradores y plantillas.',
  },
  'envelope.no_subscriber': {
    en: 'The envelope needs at least one signer.',
    'pt-BR': 'O envelope precisa de pelo menos um assinante.',
    es: 'El sobre necesita al menos un firmante.',
  },
  'envelope.not_draft': {
    en: 'Only a draft envelope can be sent.',
    'pt-BR': 'Somente um rascunho pode ser enviado.',
    es: 'Solo se puede enviar un borrador.',
  },
  'envelope.not_in_transit': {
    en: 'The envelope is not waiting for signatures.',
    'pt-BR': 'O envelope não está aguardando assinaturas.',
    es: 'El sobre no está esperando firmas.',
  },
  'envelope.not_cancellable': {
    en: 'Only a pending envelope can be cancelled.',
    'pt-BR': 'Somente um envelope pendente pode ser cancelado.',
    es: 'Solo se puede cancelar un sobre pendiente.',
  },
  'envelope.not_sender': {
    en: 'Only the sender can cancel this envelope.',
    'pt-BR': 'Somente o remetente pode cancelar este envelope.',
    es: 'Solo el remitente puede cancelar este sobre.',
  },
  'envelope.not_expirable': {
    en: 'Only a pending envelope can expire.',
    'pt-BR': 'Somente um envelope pendente pode expirar.',
    es: 'Solo un sobre pendiente puede caducar.',
  },
  'envelope.not_due': {
    en: 'The envelope deadline has not passed.',
    'pt-BR': 'O prazo do envelope ainda não terminou.',
    es: 'El plazo del sobre aún no ha vencido.',
  },
  'envelope.not_haltable': {
    en: 'The envelope is not being sent or processed.',
    'pt-BR': 'O envelope não está sendo enviado nem processado.',
    es: 'El sobre no se está enviando ni procesando.',
  },
  'envelope.recipients_pending': {
    en: 'Some recipients have not acted yet.',
    'pt-BR': 'Alguns destinatários ainda não agiram.',
    es: 'Algunos destinatarios aún no han actuado.',
  },
  'envelope.deadline_passed': {
    en: 'The signature deadline has passed.',
    'pt-BR': 'O prazo para assinatura terminou.',
    es: 'El plazo de firma ha vencido.',
  },
  'envelope.invalid_copy_target': {
    en: 'An envelope can only be copied into a draft or a template.',
    'pt-BR': 'Um envelope só pode ser copiado para um rascunho ou um modelo.',
    es: 'Un sobre solo se puede copiar a un borrador o a una plantilla.',
  },
  'envelope.signature_page_not_ready': {
    en: 'The signature page is available once the envelope is completed.',
    'pt-BR': 'A folha de assinaturas fica disponível quando o envelope for concluído.',
    es: 'La hoja de firmas está disponible cuando el sobre se completa.',
  },
  'envelope.no_documents': {
    en: 'The envelope has no documents.',
    'pt-BR': 'O envelope não tem documentos.',
    es: 'El sobre no tiene documentos.',
  },
  'recipient.not_found': {
    en: 'Recipient not found.',
    'pt-BR': 'Destinatário não encontrado.',
    es: 'Destinatario no encontrado.',
  },
  'recipient.not_waiting': {
    en: 'This recipient cannot act on the envelope.',
    'pt-BR': 'Este destinatário não pode agir no envelope.',
    es: 'Este destinatario no puede actuar en el sobre.',
  },
  'recipient.not_current': {
    en: 'It is not this recipient’s turn yet.',
    'pt-BR': 'Ainda não é a vez deste destinatário.',
    es: 'Todavía no es el turno de este destinatario.',
  },
  'recipient.not_viewer': {
    en: 'Only a viewer follows an envelope.',
    'pt-BR': 'Somente um visualizador acompanha um envelope.',
    es: 'Solo un visualizador sigue un sobre.',
  },
  'recipient.is_viewer': {
    en: 'A viewer follows the envelope instead of signing it.',
    'pt-BR': 'Um visualizador acompanha o envelope em vez de assiná-lo.',
    es: 'Un visualizador sigue el sobre en lugar de firmarlo.',
  },
  'recipient.not_signing': {
    en: 'This recipient has no signature being processed.',
    'pt-BR': 'Este destinatário não tem assinatura em processamento.',
    es: 'Este destinatario no tiene ninguna firma en proceso.',
  },
  'recipient.not_in_person': {
    en: 'This recipient does not sign in person.',
    'pt-BR': 'Este destinatário não assina presencialmente.',
    es: 'Este destinatario no firma en persona.',
  },
  'recipient.face_to_face': {
    en: 'An in-person recipient cannot be edited after sending.',
    'pt-BR': 'Um destinatário presencial não pode ser editado após o envio.',
    es: 'Un destinatario presencial no se puede editar después del envío.',
  },
  'field.not_owner': {
    en: 'Only the recipient owning this field can fill it.',
    'pt-BR': 'Somente o destinatário dono deste campo pode preenchê-lo.',
    es: 'Solo el destinatario dueño de este campo puede rellenarlo.',
  },
  'field.read_only': {
    en: 'This field can no longer be changed.',
    'pt-BR': 'Este campo não pode mais ser alterado.',
    es: 'Este campo ya no se puede modificar.',
  },
  'field.not_found': { en: 'Field not found.', 'pt-BR': 'Campo não encontrado.', es: 'Campo no encontrado.' },
  'content.not_found': {
    en: 'Content not found.',
    'pt-BR': 'Conteúdo não encontrado.',
    es: 'Contenido no encontrado.',
  },
  'content.method_override_required': {
    en: 'Use PATCH, or POST with X-HTTP-Method-Override: PATCH, to change a content.',
    'pt-BR': 'Use PATCH, ou POST com X-HTTP-Method-Override: PATCH, para alterar um conteúdo.',
    es: 'Use PATCH, o POST con X-HTTP-Method-Override: PATCH, para modificar un contenido.',
  },
  'identifier.not_found': {
    en: 'Identifier not found.',
    'pt-BR': 'Identificador não encontrado.',
    es: 'Identificador no encontrado.',
  },
  'token.invalid': { en: 'invalid token', 'pt-BR': 'Link inválido', es: 'Enlace no válido' },
  'token.not_found': { en: 'invalid token', 'pt-BR': 'Link inválido', es: 'Enlace no válido' },
  'document.not_found': {
    en: 'Document not found.',
    'pt-BR': 'Documento não encontrado.',
    es: 'Documento no encontrado.',
  },
  'document.not_ready': {
    en: 'The document is not a PDF yet: it is being converted, or its conversion failed.',
    'pt-BR': 'O documento ainda não é um PDF: está sendo convertido, ou a conversão falhou.',
    es: 'El documento aún no es un PDF: se está convirtiendo, o su conversión falló.',
  },
  'document.invalid_file_type#file': {
    en: 'The file must be of type: {types}.',
    'pt-BR': 'O arquivo deve ser do tipo: {types}.',
    es: 'El archivo debe ser del tipo: {types}.',
  },
  'document.invalid_file_size#file': {
    en: 'The file may not be greater than {max_mb} MB.',
    'pt-BR': 'O arquivo não pode ser maior que {max_mb} MB.',
    es: 'El archivo no puede superar {max_mb} MB.',
  },
  'document.too_many_files#file': {
    en: 'An envelope may have at most {max} documents.',
    'pt-BR': 'Um envelope pode ter no máximo {max} documentos.',
    es: 'Un sobre puede tener como máximo {max} documentos.',
  },
  'document.file_required#file': {
    en: 'The file field is required.',
    'pt-BR': 'Escolha um arquivo.',
    es: 'Elija un archivo.',
  },
  'document.item_required#item_id': {
    en: 'The item id field is required.',
    'pt-BR': 'Escolha um arquivo do armazenamento.',
    es: 'Elija un archivo del almacenamiento.',
  },
  'document.item_is_folder': {
    en: 'The item is a folder.',
    'pt-BR': 'O item é uma pasta.',
    es: 'El elemento es una carpeta.',
  },
  'document.item_is_folder#item_id': {
    en: 'The item is a folder: choose a PDF file.',
    'pt-BR': 'O item é uma pasta: escolha um arquivo PDF.',
    es: 'El elemento es una carpeta: elija un archivo PDF.',
  },
  'document.unreadable': {
    en: 'The file is not a readable PDF.',
    'pt-BR': 'O arquivo não é um PDF legível.',
    es: 'El archivo no es un PDF legible.',
  },
  'document.unreadable#file': {
    en: 'The file is not a readable PDF.',
    'pt-BR': 'O arquivo não é um PDF legível.',
    es: 'El archivo no es un PDF legible.',
  },
  'document.encrypted': {
    en: 'Password-protected PDFs cannot be signed.',
    'pt-BR': 'PDFs protegidos por senha não podem ser assinados.',
    es: 'Los PDF protegidos con contraseña no se pueden firmar.',
  },
  'document.encrypted#file': {
    en: 'The PDF is protected by a password: remove the protection and upload it again.',
    'pt-BR': 'O PDF está protegido por senha: remova a proteção e envie-o novamente.',
    es: 'El PDF está protegido con contraseña: quite la protección y súbalo de nuevo.',
  },
  // Field errors raised by hand, each by its own code (AppError.fieldError).
  'identifier.photo_required': {
    en: 'The photo is required.',
    'pt-BR': 'Envie a foto.',
    es: 'Envíe la foto.',
  },
  'identifier.photo_not_jpeg': {
    en: 'The photo must be a JPEG image.',
    'pt-BR': 'A foto deve ser uma imagem JPEG.',
    es: 'La foto debe ser una imagen JPEG.',
  },
  'identifier.cpf_invalid': {
    en: 'The CPF is not valid.',
    'pt-BR': 'O CPF não é válido.',
    es: 'El CPF no es válido.',
  },
  'field.value_not_boolean': {
    en: 'The value must be true or false.',
    'pt-BR': 'Marque ou desmarque o campo.',
    es: 'Marque o desmarque el campo.',
  },
  'field.value_not_option': {
    en: 'The value must be one of the options.',
    'pt-BR': 'Escolha uma das opções.',
    es: 'Elija una de las opciones.',
  },
  'field.value_too_long': {
    en: 'The value may not be greater than {max} characters.',
    'pt-BR': 'Use no máximo {max} caracteres.',
    es: 'Use como máximo {max} caracteres.',
  },
  'field.value_not_date': {
    en: 'The value must be a date.',
    'pt-BR': 'Informe uma data.',
    es: 'Indique una fecha.',
  },
  'field.recipient_not_in_envelope': {
    en: 'The recipient is not part of this envelope.',
    'pt-BR': 'O destinatário não faz parte deste envelope.',
    es: 'El destinatario no forma parte de este sobre.',
  },
  'content.image_required': {
    en: 'An image content needs a PNG or JPEG file.',
    'pt-BR': 'Uma imagem precisa de um arquivo PNG ou JPEG.',
    es: 'Una imagen necesita un archivo PNG o JPEG.',
  },
  'content.image_type': {
    en: 'The image must be a PNG or JPEG file.',
    'pt-BR': 'A imagem deve ser um arquivo PNG ou JPEG.',
    es: 'La imagen debe ser un archivo PNG o JPEG.',
  },
  'content.image_size': {
    en: 'The image may not be greater than {max_mb} MB.',
    'pt-BR': 'A imagem não pode ser maior que {max_mb} MB.',
    es: 'La imagen no puede superar {max_mb} MB.',
  },
  'envelope.reason_required': {
    en: 'The reason field is required.',
    'pt-BR': 'Informe o motivo.',
    es: 'Indique el motivo.',
  },
  'signing.certificate_required': {
    en: 'Qualified signatures need a digital certificate.',
    'pt-BR': 'Assinaturas qualificadas precisam de um certificado digital.',
    es: 'Las firmas cualificadas necesitan un certificado digital.',
  },
  'signing.not_your_preparation': {
    en: 'No signature was prepared for you under this tcn.',
    'pt-BR': 'Nenhuma assinatura foi preparada para você com este identificador.',
    es: 'No se preparó ninguna firma para usted con este identificador.',
  },
  'signing.every_document': {
    en: 'Sign every document of the envelope, once.',
    'pt-BR': 'Assine cada documento do envelope, uma vez.',
    es: 'Firme cada documento del sobre, una vez.',
  },
  'signing.empty_signature': {
    en: 'The signature is empty.',
    'pt-BR': 'A assinatura está vazia.',
    es: 'La firma está vacía.',
  },
  'signing.one_certificate': {
    en: 'Give one cloud certificate.',
    'pt-BR': 'Informe um único certificado em nuvem.',
    es: 'Indique un único certificado en la nube.',
  },
  'profile.phone_taken': {
    en: 'The phone has already been taken.',
    'pt-BR': 'Este telefone já está em uso.',
    es: 'Este teléfono ya está en uso.',
  },
  'profile.cpf_required': {
    en: 'The cpf field is required.',
    'pt-BR': 'Informe o CPF.',
    es: 'Indique el CPF.',
  },
  'profile.cpf_invalid': {
    en: 'The cpf is not a valid CPF.',
    'pt-BR': 'O CPF não é válido.',
    es: 'El CPF no es válido.',
  },
  'profile.avatar_required': {
    en: 'The avatar field is required.',
    'pt-BR': 'Envie uma foto.',
    es: 'Envíe una foto.',
  },
  'profile.avatar_too_large': {
    en: 'The avatar may not be greater than {max_kb} kilobytes.',
    'pt-BR': 'A foto não pode ser maior que {max_kb} KB.',
    es: 'La foto no puede superar {max_kb} KB.',
  },
  'profile.avatar_not_image': {
    en: 'The avatar must be a PNG, JPEG or WebP image.',
    'pt-BR': 'A foto deve ser uma imagem PNG, JPEG ou WebP.',
    es: 'La foto debe ser una imagen PNG, JPEG o WebP.',
  },
  'profile.avatar_not_square': {
    en: 'The avatar must be a square image.',
    'pt-BR': 'A foto deve ser quadrada.',
    es: 'La foto debe ser cuadrada.',
  },
  'verifier.nothing_to_check': {
    en: 'The given data was invalid.',
    'pt-BR': 'Informe um código de validação ou um arquivo.',
    es: 'Indique un código de validación o un archivo.',
  },
  'verifier.nothing_to_check#code': {
    en: 'The code field is required.',
    'pt-BR': 'Informe o código de validação.',
    es: 'Indique el código de validación.',
  },
  'verifier.unknown_code': {
    en: 'No envelope has this validation code.',
    'pt-BR': 'Nenhum envelope tem este código de validação.',
    es: 'Ningún sobre tiene este código de validación.',
  },
  'verifier.wrong_secret': {
    en: 'This is not the validation code of this envelope.',
    'pt-BR': 'Este não é o código de validação deste envelope.',
    es: 'Este no es el código de validación de este sobre.',
  },

  // Field errors of the envelope rules (envelope, recipient, field and send checks).
  'envelope.title_required': {
    en: 'The title field is required.',
    'pt-BR': 'Informe o título.',
    es: 'Indique el título.',
  },
  'envelope.title_too_long': {
    en: 'The title may not be greater than {max} characters.',
    'pt-BR': 'O título pode ter no máximo {max} caracteres.',
    es: 'El título puede tener como máximo {max} caracteres.',
  },
  'envelope.subject_too_long': {
    en: 'The subject may not be greater than {max} characters.',
    'pt-BR': 'O assunto pode ter no máximo {max} caracteres.',
    es: 'El asunto puede tener como máximo {max} caracteres.',
  },
  'envelope.message_too_long': {
    en: 'The message may not be greater than {max} characters.',
    'pt-BR': 'A mensagem pode ter no máximo {max} caracteres.',
    es: 'El mensaje puede tener como máximo {max} caracteres.',
  },
  'envelope.deadline_not_after_today': {
    en: 'The signature deadline must be a date after today.',
    'pt-BR': 'O prazo de assinatura deve ser uma data depois de hoje.',
    es: 'El plazo de firma debe ser una fecha posterior a hoy.',
  },
  'envelope.reminder_needs_deadline': {
    en: 'A reminder needs a signature deadline.',
    'pt-BR': 'Um lembrete precisa de um prazo de assinatura.',
    es: 'Un recordatorio necesita un plazo de firma.',
  },
  'envelope.reminder_frequency': {
    en: 'The reminder must be every 24, 72 or 120 hours.',
    'pt-BR': 'O lembrete deve ser a cada 24, 72 ou 120 horas.',
    es: 'El recordatorio debe ser cada 24, 72 o 120 horas.',
  },
  'recipient.address_taken': {
    en: 'This address is already a recipient of the envelope.',
    'pt-BR': 'Este endereço já é destinatário do envelope.',
    es: 'Esta dirección ya es destinataria del sobre.',
  },
  'recipient.phone_required': {
    en: 'The phone field is required.',
    'pt-BR': 'Informe o telefone.',
    es: 'Indique el teléfono.',
  },
  'recipient.email_required': {
    en: 'The email field is required.',
    'pt-BR': 'Informe o e-mail.',
    es: 'Indique el correo electrónico.',
  },
  'recipient.qualified_not_in_edition': {
    en: 'Qualified signatures are not available in this edition.',
    'pt-BR': 'Assinaturas qualificadas não estão disponíveis nesta edição.',
    es: 'Las firmas cualificadas no están disponibles en esta edición.',
  },
  'recipient.signature_type_signers_only': {
    en: 'Only signers have a signature type.',
    'pt-BR': 'Apenas signatários têm um tipo de assinatura.',
    es: 'Solo los firmantes tienen un tipo de firma.',
  },
  'recipient.photo_signers_only': {
    en: 'Only signers may be asked for a photo.',
    'pt-BR': 'Apenas signatários podem ter uma foto pedida.',
    es: 'Solo a los firmantes se les puede pedir una foto.',
  },
  'field.signers_only': {
    en: 'Only signers may receive this field.',
    'pt-BR': 'Apenas signatários podem receber este campo.',
    es: 'Solo los firmantes pueden recibir este campo.',
  },
  'field.pdfa_signatures_only': {
    en: 'In PDF/A envelopes only the first recipient may receive fields other than signatures.',
    'pt-BR':
      'Em envelopes PDF/A, apenas o primeiro destinatário pode receber campos que não sejam assinaturas.',
    es: 'En sobres PDF/A, solo el primer destinatario puede recibir campos que no sean firmas.',
  },
  'field.title_required': {
    en: 'The title field is required.',
    'pt-BR': 'Informe o título.',
    es: 'Indique el título.',
  },
  'field.title_too_long': {
    en: 'The title may not be greater than {max} characters.',
    'pt-BR': 'O título pode ter no máximo {max} caracteres.',
    es: 'El título puede tener como máximo {max} caracteres.',
  },
  'field.options_required': {
    en: 'A dropdown needs at least one option.',
    'pt-BR': 'Uma lista de opções precisa de pelo menos uma opção.',
    es: 'Una lista desplegable necesita al menos una opción.',
  },
  'field.date_required': {
    en: 'The date field is required.',
    'pt-BR': 'Informe a data.',
    es: 'Indique la fecha.',
  },
  'field.too_narrow': {
    en: 'The field must be at least {min} points wide.',
    'pt-BR': 'O campo deve ter pelo menos {min} pontos de largura.',
    es: 'El campo debe tener al menos {min} puntos de ancho.',
  },
  'content.comment_required': {
    en: 'The comment field is required.',
    'pt-BR': 'Escreva o comentário.',
    es: 'Escriba el comentario.',
  },
  'content.comment_too_long': {
    en: 'The comment may not be greater than {max} characters.',
    'pt-BR': 'O comentário pode ter no máximo {max} caracteres.',
    es: 'El comentario puede tener como máximo {max} caracteres.',
  },
  'content.text_required': {
    en: 'The text field is required.',
    'pt-BR': 'Escreva o texto.',
    es: 'Escriba el texto.',
  },
  'element.page_out_of_range': {
    en: 'The page must be between 1 and {pages}.',
    'pt-BR': 'A página deve estar entre 1 e {pages}.',
    es: 'La página debe estar entre 1 y {pages}.',
  },
  'element.outside_page': {
    en: 'The element must fit inside the page.',
    'pt-BR': 'O elemento deve caber dentro da página.',
    es: 'El elemento debe caber dentro de la página.',
  },
  'send.document_required': {
    en: 'The envelope needs at least one document.',
    'pt-BR': 'O envelope precisa de pelo menos um documento.',
    es: 'El sobre necesita al menos un documento.',
  },
  'send.document_converting': {
    en: '"{name}" is still being converted to PDF; send it once it is ready.',
    'pt-BR': '"{name}" ainda está sendo convertido para PDF; envie quando estiver pronto.',
    es: '"{name}" todavía se está convirtiendo a PDF; envíelo cuando esté listo.',
  },
  'send.document_conversion_failed': {
    en: '"{name}" could not be converted to PDF; remove it to send the envelope.',
    'pt-BR': 'Não foi possível converter "{name}" para PDF; remova-o para enviar o envelope.',
    es: 'No se pudo convertir "{name}" a PDF; quítelo para enviar el sobre.',
  },
  'send.phone_required': {
    en: "Give {name}'s phone number before sending.",
    'pt-BR': 'Informe o telefone de {name} antes de enviar.',
    es: 'Indique el teléfono de {name} antes de enviar.',
  },
  'send.email_required': {
    en: "Give {name}'s e-mail address before sending.",
    'pt-BR': 'Informe o e-mail de {name} antes de enviar.',
    es: 'Indique el correo electrónico de {name} antes de enviar.',
  },
  'send.signature_field_required': {
    en: 'Place a signature field for {name}.',
    'pt-BR': 'Posicione um campo de assinatura para {name}.',
    es: 'Coloque un campo de firma para {name}.',
  },
  'send.text_tag_not_placed': {
    en: 'The tag {tag} on page {page} of "{name}" did not become a field: the recipient it names may not receive that field. Change the tag or the recipient.',
    'pt-BR':
      'A marcação {tag} na página {page} de "{name}" não virou um campo: o destinatário que ela indica não pode receber esse campo. Altere a marcação ou o destinatário.',
    es: 'La etiqueta {tag} de la página {page} de "{name}" no se convirtió en un campo: el destinatario que indica no puede recibir ese campo. Cambie la etiqueta o el destinatario.',
  },
  'send.qualified_not_offered': {
    en: 'Qualified signatures are not offered in this edition; ask {name} for a simple signature.',
    'pt-BR':
      'Assinaturas qualificadas não são oferecidas nesta edição; peça a {name} uma assinatura simples.',
    es: 'Las firmas cualificadas no se ofrecen en esta edición; pida a {name} una firma simple.',
  },
  'send.whatsapp_not_in_edition': {
    en: 'WhatsApp delivery is not offered in this edition; send to {name} by e-mail.',
    'pt-BR': 'O envio por WhatsApp não é oferecido nesta edição; envie para {name} por e-mail.',
    es: 'El envío por WhatsApp no se ofrece en esta edición; envíe a {name} por correo electrónico.',
  },
  'send.whatsapp_not_in_plan': {
    en: 'Your plan does not include WhatsApp delivery; upgrade it or send to {name} by e-mail.',
    'pt-BR': 'Seu plano não inclui envio por WhatsApp; faça upgrade ou envie para {name} por e-mail.',
    es: 'Su plan no incluye envío por WhatsApp; mejórelo o envíe a {name} por correo electrónico.',
  },
  'send.whatsapp_unavailable': {
    en: 'WhatsApp delivery is not available; send to {name} by e-mail.',
    'pt-BR': 'O envio por WhatsApp não está disponível; envie para {name} por e-mail.',
    es: 'El envío por WhatsApp no está disponible; envíe a {name} por correo electrónico.',
  },
  'acting.field_required': {
    en: 'This field is required.',
    'pt-BR': 'Preencha este campo.',
    es: 'Complete este campo.',
  },
  'acting.signature_missing': {
    en: 'Create your signature first.',
    'pt-BR': 'Crie sua assinatura primeiro.',
    es: 'Cree su firma primero.',
  },
  'acting.initials_missing': {
    en: 'Create your initials first.',
    'pt-BR': 'Crie sua rubrica primeiro.',
    es: 'Cree sus iniciales primero.',
  },
  'acting.identifier_required': {
    en: 'The {identifier} identifier is required.',
    'pt-BR': 'Informe o identificador {identifier}.',
    es: 'Indique el identificador {identifier}.',
  },
  'signing.tcn_required': {
    en: 'The tcn field is required.',
    'pt-BR': 'Informe o identificador da transação (tcn).',
    es: 'Indique el identificador de la transacción (tcn).',
  },
  'signing.documents_required': {
    en: 'The documents field is required.',
    'pt-BR': 'Informe os documentos assinados.',
    es: 'Indique los documentos firmados.',
  },
  'signing.qualified_only': {
    en: 'Only qualified signers sign with a digital certificate.',
    'pt-BR': 'Apenas signatários qualificados assinam com certificado digital.',
    es: 'Solo los firmantes cualificados firman con certificado digital.',
  },
  // Uploads refused while they stream in.
  'upload.one_file': {
    en: 'Send one file at a time.',
    'pt-BR': 'Envie um arquivo por vez.',
    es: 'Envíe un archivo a la vez.',
  },
  'upload.file_too_large': {
    en: 'The file may not be greater than {max_mb} MB.',
    'pt-BR': 'O arquivo não pode ser maior que {max_mb} MB.',
    es: 'El archivo no puede superar {max_mb} MB.',
  },
  'upload.photo_too_large': {
    en: 'The photo may not be greater than {max_mb} MB.',
    'pt-BR': 'A foto não pode ser maior que {max_mb} MB.',
    es: 'La foto no puede superar {max_mb} MB.',
  },
  // Identity and billing field errors.
  'invitation.file_too_large': {
    en: 'The file may not be greater than {max_kb} kilobytes.',
    'pt-BR': 'O arquivo não pode ser maior que {max_kb} KB.',
    es: 'El archivo no puede superar {max_kb} KB.',
  },
  'onboarding.too_many_settings': {
    en: 'The settings may not have more than {max} entries.',
    'pt-BR': 'As configurações podem ter no máximo {max} itens.',
    es: 'La configuración puede tener como máximo {max} elementos.',
  },
  'quota.envelope_required': {
    en: 'The envelope id is required.',
    'pt-BR': 'Informe o envelope.',
    es: 'Indique el sobre.',
  },
  'quota.invalid_request': {
    en: 'The request is not a valid {request} request.',
    'pt-BR': 'A solicitação {request} não é válida.',
    es: 'La solicitud {request} no es válida.',
  },
  'quota.organization_not_uuid': {
    en: 'The organization id must be a uuid.',
    'pt-BR': 'O identificador da organização deve ser um UUID.',
    es: 'El identificador de la organización debe ser un UUID.',
  },

  // Signing (recipient routes and the signing service).
  'signing.already_submitted': {
    en: 'This signature was already submitted.',
    'pt-BR': 'Esta assinatura já foi enviada.',
    es: 'Esta firma ya fue enviada.',
  },
  'signing.preparation_abandoned': {
    en: 'The prepared signature is no longer valid; sign again.',
    'pt-BR': 'A assinatura preparada não é mais válida; assine novamente.',
    es: 'La firma preparada ya no es válida; firme de nuevo.',
  },
  'signing.stale_preparation': {
    en: 'The documents changed after your signature was prepared; sign again.',
    'pt-BR': 'Os documentos mudaram depois que sua assinatura foi preparada; assine novamente.',
    es: 'Los documentos cambiaron después de preparar su firma; firme de nuevo.',
  },
  'signing.preparation_expired': {
    en: 'The prepared signature expired; sign again.',
    'pt-BR': 'A assinatura preparada expirou; assine novamente.',
    es: 'La firma preparada caducó; firme de nuevo.',
  },
  'signing.revision_under_way': {
    en: 'Another signature of this envelope is being processed; try again in a moment.',
    'pt-BR': 'Outra assinatura deste envelope está em processamento; tente novamente em instantes.',
    es: 'Otra firma de este sobre se está procesando; inténtelo de nuevo en un momento.',
  },
  'signing.unavailable': {
    en: 'The signature could not be prepared now; try again in a moment.',
    'pt-BR': 'Não foi possível preparar a assinatura agora; tente novamente em instantes.',
    es: 'No se pudo preparar la firma ahora; inténtelo de nuevo en un momento.',
  },
  'signing.plugin_not_configured': {
    en: 'The signer plugin is not configured.',
    'pt-BR': 'O plugin de assinatura não está configurado.',
    es: 'El complemento de firma no está configurado.',
  },
  'signing.invalid_credentials': {
    en: 'Invalid credentials: check the CPF/CNPJ and the one-time password.',
    'pt-BR': 'Credenciais inválidas: confira o CPF/CNPJ e a senha de uso único (OTP).',
    es: 'Credenciales no válidas: verifique el CPF/CNPJ y la contraseña de un solo uso (OTP).',
  },
  'signing.certificate_session_expired': {
    en: 'The cloud certificate session has expired; sign in to the certificate service again.',
    'pt-BR': 'A sessão do certificado em nuvem expirou; entre novamente no serviço de certificado.',
    es: 'La sesión del certificado en la nube caducó; inicie sesión de nuevo en el servicio de certificados.',
  },
  'signing.certificate_not_found': {
    en: 'No certificate found.',
    'pt-BR': 'Nenhum certificado encontrado.',
    es: 'No se encontró ningún certificado.',
  },
  'signing.certificate_revoked': {
    en: 'The certificate was revoked.',
    'pt-BR': 'O certificado foi revogado.',
    es: 'El certificado fue revocado.',
  },
  'signing.certificate_expired': {
    en: 'The certificate has expired.',
    'pt-BR': 'O certificado expirou.',
    es: 'El certificado caducó.',
  },
  'signing.certificate_invalid': {
    en: 'The certificate cannot be used to sign.',
    'pt-BR': 'O certificado não pode ser usado para assinar.',
    es: 'El certificado no se puede usar para firmar.',
  },
  'signing.preparation_not_found': {
    en: 'The prepared signature was not found or has expired; prepare it again.',
    'pt-BR': 'A assinatura preparada não foi encontrada ou expirou; prepare-a novamente.',
    es: 'La firma preparada no se encontró o caducó; prepárela de nuevo.',
  },
  'signing.invalid_signature': {
    en: 'The signature of a document does not match its hash and certificate.',
    'pt-BR': 'A assinatura de um documento não confere com seu hash e certificado.',
    es: 'La firma de un documento no coincide con su hash y certificado.',
  },
  'signing.certificate_provider_unavailable': {
    en: 'The certificate service is unavailable; try again in a moment.',
    'pt-BR': 'O serviço de certificado está indisponível; tente novamente em instantes.',
    es: 'El servicio de certificados no está disponible; inténtelo de nuevo en un momento.',
  },
  'signing.certificate_provider_error': {
    en: 'The certificate service answered with an error.',
    'pt-BR': 'O serviço de certificado respondeu com um erro.',
    es: 'El servicio de certificados respondió con un error.',
  },
  'signing.invalid_drawing': {
    en: 'A field cannot be drawn on the document.',
    'pt-BR': 'Um campo não pode ser desenhado no documento.',
    es: 'Un campo no se puede dibujar en el documento.',
  },
  'signing.invalid_request': {
    en: 'The signing request is invalid.',
    'pt-BR': 'A solicitação de assinatura é inválida.',
    es: 'La solicitud de firma no es válida.',
  },
  'signing.attempts_exhausted': {
    en: 'The signature could not be processed.',
    'pt-BR': 'Não foi possível processar a assinatura.',
    es: 'No se pudo procesar la firma.',
  },
  'signature_profile.not_found': {
    en: 'Nothing has been saved yet.',
    'pt-BR': 'Nada foi salvo ainda.',
    es: 'Todavía no se ha guardado nada.',
  },
  'signature_profile.text_required': {
    en: 'The text field is required.',
    'pt-BR': 'Digite o texto.',
    es: 'Escriba el texto.',
  },
  'signature_profile.text_too_long': {
    en: 'The text may not be greater than {max} characters.',
    'pt-BR': 'Use no máximo {max} caracteres.',
    es: 'Use como máximo {max} caracteres.',
  },
  'signature_profile.file_required': {
    en: 'The file field is required.',
    'pt-BR': 'Envie uma imagem.',
    es: 'Envíe una imagen.',
  },
  'signature_profile.file_too_large': {
    en: 'The file may not be greater than {max_kb} kilobytes.',
    'pt-BR': 'A imagem não pode ser maior que {max_kb} KB.',
    es: 'La imagen no puede superar {max_kb} KB.',
  },
  'signature_profile.file_not_image': {
    en: 'The file must be a file of type: png, jpeg, bmp.',
    'pt-BR': 'A imagem deve ser PNG, JPEG ou BMP.',
    es: 'La imagen debe ser PNG, JPEG o BMP.',
  },
  'signature_profile.drawing_not_png': {
    en: 'The drawn signature must be a PNG image.',
    'pt-BR': 'A assinatura desenhada deve ser uma imagem PNG.',
    es: 'La firma dibujada debe ser una imagen PNG.',
  },
  'signature_profile.unknown_kind': { en: 'Not found.', 'pt-BR': 'Não encontrado.', es: 'No encontrado.' },
  'signature_profile.invalid_token': {
    en: 'Invalid token.',
    'pt-BR': 'Link inválido.',
    es: 'Enlace no válido.',
  },
  'signature_profile.recipient_cannot_act': {
    en: 'This recipient can no longer act on the envelope.',
    'pt-BR': 'Este destinatário não pode mais agir no envelope.',
    es: 'Este destinatario ya no puede actuar en el sobre.',
  },
  'pdf.unreadable': {
    en: 'The file is not a readable PDF.',
    'pt-BR': 'O arquivo não é um PDF legível.',
    es: 'El archivo no es un PDF legible.',
  },
  'pdf.invalid_drawing': {
    en: 'A field cannot be drawn on the document.',
    'pt-BR': 'Um campo não pode ser desenhado no documento.',
    es: 'Un campo no se puede dibujar en el documento.',
  },
  'pdf.not_appendable': {
    en: 'The document cannot take another revision without breaking its signatures.',
    'pt-BR': 'O documento não aceita outra revisão sem invalidar suas assinaturas.',
    es: 'El documento no admite otra revisión sin invalidar sus firmas.',
  },
  'pdf.content_after_signature': {
    en: 'The pages of a signed document cannot change.',
    'pt-BR': 'As páginas de um documento assinado não podem mudar.',
    es: 'Las páginas de un documento firmado no pueden cambiar.',
  },
  'pdf.invalid_credentials': {
    en: 'The certificate or key cannot be used for signing.',
    'pt-BR': 'O certificado ou a chave não pode ser usado para assinar.',
    es: 'El certificado o la clave no se puede usar para firmar.',
  },
  'pdf.prepared_state_mismatch': {
    en: 'The prepared signature does not belong to this document.',
    'pt-BR': 'A assinatura preparada não pertence a este documento.',
    es: 'La firma preparada no pertenece a este documento.',
  },
  'pdf.external_signature_invalid': {
    en: 'The signature does not match its certificate.',
    'pt-BR': 'A assinatura não confere com seu certificado.',
    es: 'La firma no coincide con su certificado.',
  },
  'blob.not_found': {
    en: 'File not found.',
    'pt-BR': 'Arquivo não encontrado.',
    es: 'Archivo no encontrado.',
  },
  'blob.too_large': {
    en: 'The file is too large.',
    'pt-BR': 'O arquivo é grande demais.',
    es: 'El archivo es demasiado grande.',
  },
  'blob.url_invalid': { en: 'Invalid link.', 'pt-BR': 'Link inválido.', es: 'Enlace no válido.' },
  'blob.url_expired': { en: 'The link has expired.', 'pt-BR': 'O link expirou.', es: 'El enlace caducó.' },
  'webhooks.endpoint_not_found': {
    en: 'Webhook endpoint not found.',
    'pt-BR': 'Endpoint de webhook não encontrado.',
    es: 'Endpoint de webhook no encontrado.',
  },
  'webhooks.delivery_not_found': {
    en: 'Webhook delivery not found.',
    'pt-BR': 'Entrega de webhook não encontrada.',
    es: 'Entrega de webhook no encontrada.',
  },
  'outbound.url_refused': {
    en: 'This URL cannot be called: use http or https, an allowed port and no user name or password.',
    'pt-BR':
      'Esta URL não pode ser chamada: use http ou https, uma porta permitida e nenhum usuário ou senha.',
    es: 'Esta URL no se puede llamar: use http o https, un puerto permitido y ningún usuario ni contraseña.',
  },
  'outbound.address_refused': {
    en: 'The URL points to a private or reserved network address.',
    'pt-BR': 'A URL aponta para um endereço de rede privado ou reservado.',
    es: 'La URL apunta a una dirección de red privada o reservada.',
  },
  'outbound.name_unresolved': {
    en: 'The URL’s host name does not resolve.',
    'pt-BR': 'O nome do host da URL não foi encontrado.',
    es: 'El nombre de host de la URL no se encuentra.',
  },
  'outbound.unreachable': {
    en: 'The address did not answer in time.',
    'pt-BR': 'O endereço não respondeu a tempo.',
    es: 'La dirección no respondió a tiempo.',
  },
  'outbound.response_too_large': {
    en: 'The answer was larger than allowed.',
    'pt-BR': 'A resposta foi maior do que o permitido.',
    es: 'La respuesta fue más grande de lo permitido.',
  },
  'integrations.not_found': {
    en: 'Integration not found.',
    'pt-BR': 'Integração não encontrada.',
    es: 'Integración no encontrada.',
  },
  'integrations.already_configured': {
    en: 'This integration is already configured; change it instead.',
    'pt-BR': 'Esta integração já está configurada; altere a existente.',
    es: 'Esta integración ya está configurada; modifique la existente.',
  },
  'integrations.invalid_credentials': {
    en: 'The user name or password was not accepted.',
    'pt-BR': 'O usuário ou a senha não foram aceitos.',
    es: 'El usuario o la contraseña no fueron aceptados.',
  },
  'integrations.file_cabinet_not_found': {
    en: 'The file cabinet was not found for this user.',
    'pt-BR': 'O armário não foi encontrado para este usuário.',
    es: 'No se encontró el archivador para este usuario.',
  },
  'integrations.server_unavailable': {
    en: 'The server did not answer as DocuWare does.',
    'pt-BR': 'O servidor não respondeu como o DocuWare responde.',
    es: 'El servidor no respondió como lo hace DocuWare.',
  },
  'whatsapp.webhook_not_verified': {
    en: 'The webhook verification failed.',
    'pt-BR': 'A verificação do webhook falhou.',
    es: 'La verificación del webhook falló.',
  },
  'whatsapp.invalid_signature': {
    en: 'The webhook signature is not valid.',
    'pt-BR': 'A assinatura do webhook não é válida.',
    es: 'La firma del webhook no es válida.',
  },
} as const satisfies Record<string, LocalizedText>;

export type ErrorMessageKey = keyof typeof ERROR_MESSAGES;
